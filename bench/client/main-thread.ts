/**
 * Where the phone's main thread went before the largest paint: a Chromium trace (the categories the
 * DevTools Performance panel records) of one visit, read through CDP. From the page's navigation to
 * its last largest-contentful-paint candidate, on the renderer's main thread:
 * - busy: the time inside tasks; cpu: the thread's CPU time in them;
 * - script: running JavaScript (evaluating modules, calls, timers, events, microtasks), without the
 *   style and layout it forced;
 * - style: computing styles (`UpdateLayoutTree`, style sheets parsed);
 * - layout: `Layout`;
 * - the rest of busy: parsing HTML, painting, compiling outside a call, garbage collection.
 * With `BENCH_PHONE_PROFILE=1` the V8 sampling profile in the same trace says which files and
 * functions the script time went to (self time).
 */
import type { CDPSession } from 'playwright-core';

export interface MainThreadTime {
  /** ms from the start (navigation, or a mark) to the end (the largest paint, or a mark), as the trace saw it. */
  lcp: number;
  busy: number;
  /** CPU time of the main thread in those tasks: unlike `busy`, not lengthened by other processes
   * taking the CPU (the 4× slowdown is applied by pausing the thread, so it is not in it either). */
  cpu: number;
  script: number;
  style: number;
  layout: number;
  /** Self time per file and per function (BENCH_PHONE_PROFILE=1), largest first. */
  files: Array<[string, number]>;
  functions: Array<[string, number]>;
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of the event, µs. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown>;
}

const PROFILE = Boolean(process.env.BENCH_PHONE_PROFILE);
const CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'blink.user_timing',
  'v8.execute',
  'v8',
  ...(PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : []),
];
const SCRIPT = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'v8.run',
]);
const STYLE = new Set(['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet']);
const LAYOUT = new Set(['Layout']);
const TASK = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** Starts recording a trace of the page behind `cdp`; call before it navigates. */
export async function startTrace(cdp: CDPSession): Promise<void> {
  await cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' },
  });
}

/** Stops the trace and reads it. */
export async function stopTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const complete = new Promise<string>((resolve) =>
    cdp.once('Tracing.tracingComplete', (event) => resolve(event.stream ?? '')),
  );
  await cdp.send('Tracing.end');
  const handle = await complete;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle });
  const parsed = JSON.parse(text) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
}

/** Sums what overlaps [from, to] of the events that are not inside another event of `names`. */
function outermost(events: TraceEvent[], names: Set<string>): TraceEvent[] {
  const kept: TraceEvent[] = [];
  let end = -1;
  for (const event of events) {
    if (!names.has(event.name)) continue;
    if (event.ts < end) continue;
    kept.push(event);
    end = event.ts + (event.dur ?? 0);
  }
  return kept;
}

function overlap(event: TraceEvent, from: number, to: number): number {
  return Math.max(0, Math.min(to, event.ts + (event.dur ?? 0)) - Math.max(from, event.ts));
}

function inside(events: TraceEvent[], outer: TraceEvent[], from: number, to: number): number {
  let total = 0;
  let index = 0;
  for (const event of events) {
    while (index < outer.length && outer[index]!.ts + (outer[index]!.dur ?? 0) <= event.ts) index += 1;
    const around = outer[index];
    if (around && around.ts <= event.ts) total += overlap(event, from, to);
  }
  return total;
}

/** Self time per file and per function from the V8 samples on the main thread within [from, to]. */
function selfTimes(events: TraceEvent[], pid: number, from: number, to: number) {
  const files = new Map<string, number>();
  const functions = new Map<string, number>();
  const nodes = new Map<number, { url: string; name: string }>();
  const profiles = new Set(events.filter((e) => e.name === 'Profile' && e.pid === pid).map((e) => `${e.id}`));
  const starts = new Map(
    events
      .filter((e) => e.name === 'Profile' && e.pid === pid)
      .map((e) => [`${e.id}`, Number((e.args?.data as { startTime?: number })?.startTime ?? e.ts)]),
  );
  const clock = new Map<string, number>();
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || !profiles.has(`${event.id}`)) continue;
    const data = (event.args?.data ?? {}) as {
      cpuProfile?: {
        nodes?: Array<{ id: number; callFrame: { url?: string; functionName?: string } }>;
        samples?: number[];
      };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) {
      const url = node.callFrame.url ? node.callFrame.url.replace(/^.*\//, '') : '(native)';
      nodes.set(node.id, { url, name: node.callFrame.functionName || '(anonymous)' });
    }
    let time = clock.get(`${event.id}`) ?? starts.get(`${event.id}`) ?? 0;
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i += 1) {
      const delta = deltas[i] ?? 0;
      time += delta;
      const next = deltas[i + 1] ?? 0;
      if (time < from || time > to) continue;
      const node = nodes.get(samples[i]!);
      if (!node || node.name === '(idle)' || node.name === '(program)') continue;
      files.set(node.url, (files.get(node.url) ?? 0) + next);
      const key = `${node.name} ${node.url}`;
      functions.set(key, (functions.get(key) ?? 0) + next);
    }
    clock.set(`${event.id}`, time);
  }
  const top = (map: Map<string, number>) =>
    [...map]
      .map(([key, value]) => [key, value / 1000] as [string, number])
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15);
  return { files: top(files), functions: top(functions) };
}

/** The main thread's time from navigation to the largest paint. */
export function mainThreadUntilLcp(events: TraceEvent[]): MainThreadTime | null {
  const candidates = events.filter((e) => e.name === 'largestContentfulPaint::Candidate');
  const last = candidates.at(-1);
  if (!last) return null;
  const navigation = events
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        e.pid === last.pid &&
        String((e.args?.data as { documentLoaderURL?: string })?.documentLoaderURL ?? '').startsWith(
          'http',
        ) &&
        e.ts <= last.ts,
    )
    .at(-1);
  return mainThreadBetween(events, last, navigation?.ts ?? candidates[0]!.ts, last.ts);
}

/** The main thread's time between two `performance.mark`s of the page (the last of each name). */
export function mainThreadBetweenMarks(
  events: TraceEvent[],
  start: string,
  end: string,
): MainThreadTime | null {
  const mark = (name: string) =>
    events.filter((e) => e.name === name && e.cat.includes('user_timing')).at(-1);
  const from = mark(start);
  const to = mark(end);
  if (!from || !to) return null;
  // A mark is recorded on the thread that made it: the page's main thread.
  return mainThreadBetween(events, from, from.ts, to.ts);
}

function mainThreadBetween(
  events: TraceEvent[],
  { pid, tid }: { pid: number; tid: number },
  from: number,
  to: number,
): MainThreadTime {
  const thread = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const sum = (list: TraceEvent[]) => list.reduce((total, event) => total + overlap(event, from, to), 0);
  const tasks = outermost(thread, TASK);
  const busy = sum(tasks);
  // A task's CPU time, in the share of it that falls within [from, to].
  const cpu = tasks.reduce(
    (total, task) => total + (task.tdur ?? 0) * (task.dur ? overlap(task, from, to) / task.dur : 0),
    0,
  );
  const scripts = outermost(thread, SCRIPT);
  const styleEvents = thread.filter((e) => STYLE.has(e.name));
  const layoutEvents = thread.filter((e) => LAYOUT.has(e.name));
  const style = sum(styleEvents);
  const layout = sum(layoutEvents);
  const script =
    sum(scripts) - inside(styleEvents, scripts, from, to) - inside(layoutEvents, scripts, from, to);
  const { files, functions } = PROFILE ? selfTimes(events, pid, from, to) : { files: [], functions: [] };
  return {
    lcp: (to - from) / 1000,
    busy: busy / 1000,
    cpu: cpu / 1000,
    script: script / 1000,
    style: style / 1000,
    layout: layout / 1000,
    files,
    functions,
  };
}
