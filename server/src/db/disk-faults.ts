/**
 * A disk that fills up on demand, for the tests of what the server does when storage fails: the
 * embedded database's file system (PGlite's NODEFS on DATA_DIR) with every write failing as a full
 * disk fails (ENOSPC), for as long as `full` is set — in the instance opened with it and in every
 * instance reopened after it, as a real disk would. Nothing else in the process is touched.
 */
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** musl's (Emscripten's) number for "no space left on device". */
const ENOSPC = 28;

export class DiskFaults {
  full = false;
  /** Writes refused so far. */
  refused = 0;
}

type Mod = Parameters<NodeFS['init']>[1];
interface StreamOps {
  write: (...args: unknown[]) => number;
  allocate?: (...args: unknown[]) => void;
}
interface EmscriptenFS {
  filesystems: { NODEFS: { stream_ops: StreamOps } };
  ErrnoError: new (errno: number) => Error;
}

/** NODEFS on `dataDir` whose writes fail while `faults.full` is set. */
export class FaultyNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly faults: DiskFaults,
  ) {
    super(dataDir);
  }

  override async init(pg: PGlite, opts: Partial<Mod>) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const faults = this.faults;
    const failWhenFull = (module: { FS: unknown }) => {
      const fs = module.FS as EmscriptenFS;
      const ops = fs.filesystems.NODEFS.stream_ops;
      for (const name of ['write', 'allocate'] as const) {
        const own = ops[name];
        if (!own) continue;
        ops[name] = ((...args: unknown[]) => {
          if (faults.full) {
            faults.refused += 1;
            throw new fs.ErrnoError(ENOSPC);
          }
          return own(...args);
        }) as StreamOps['write'];
      }
    };
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [...(emscriptenOpts.preRun ?? []), failWhenFull],
      } as Partial<Mod>,
    };
  }
}
