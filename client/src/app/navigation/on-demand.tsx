import { type ComponentType, type FocusEvent, type MouseEvent, type PointerEvent, useState } from 'react';

/** What the stand-in trigger receives, to fetch the code early and to open once it is here. */
export interface StandInTriggerProps {
  onPointerEnter: (event: PointerEvent) => void;
  onFocus: (event: FocusEvent) => void;
  onClick: (event: MouseEvent) => void;
  'aria-haspopup': 'menu' | 'dialog';
  'aria-expanded': false;
}

/**
 * A control of the bar whose menu or drawer loads only when someone reaches for it: that code
 * (Chakra's menu and dialog machines, their positioning and focus trapping) is about a third of the
 * first download, and most visits never open one. Until then `Trigger` draws a plain button that
 * looks the same; pointing at it or focusing it fetches the code, and a press opens the real one as
 * soon as the code is here (which takes the keyboard focus into it, and back to its trigger on close).
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P & { defaultOpen?: boolean }>>,
  Trigger: ComponentType<P & StandInTriggerProps>,
  popup: 'menu' | 'dialog' = 'menu',
): ComponentType<P> {
  let Loaded: ComponentType<P & { defaultOpen?: boolean }> | null = null;
  let loading: Promise<unknown> | null = null;
  const fetchCode = () => {
    loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        // Offline, say: the next reach tries again.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return function OnDemand(props: P) {
    // Once a stand-in, it stays one until pressed: swapping it while focused would drop the focus.
    const [standIn] = useState(() => Loaded === null);
    const [pressed, setPressed] = useState(false);
    const [, setArrived] = useState(false);
    if (Loaded && (pressed || !standIn)) return <Loaded {...props} defaultOpen={pressed} />;
    const prefetch = () => void fetchCode().catch(() => undefined);
    const press = () => {
      setPressed(true);
      fetchCode().then(
        () => setArrived(true),
        () => setPressed(false),
      );
    };
    return (
      <Trigger
        {...props}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={press}
        aria-haspopup={popup}
        aria-expanded={false}
      />
    );
  };
}
