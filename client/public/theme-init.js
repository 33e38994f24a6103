// Runs before the first paint so the page never flashes the wrong colour mode.
// Same storage key and class names as next-themes uses once React starts.
(() => {
  try {
    const saved = localStorage.getItem('theme');
    const system = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    const mode = saved === 'light' || saved === 'dark' ? saved : system;
    document.documentElement.classList.add(mode);
    document.documentElement.style.colorScheme = mode;
  } catch (error) {
    console.warn('Could not read the saved colour mode', error);
  }
  // index.html paints the navigation bar before the app's code arrives; the pages without the
  // navigation shell (client/src/app/routes.tsx, bare layout) must not show it even for a moment.
  const barePages = ['/login', '/register', '/request-password-reset', '/password-reset'];
  if (barePages.includes(location.pathname)) document.documentElement.dataset.layout = 'bare';
})();
