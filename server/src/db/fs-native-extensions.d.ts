// The part of fs-native-extensions (prebuilt N-API addon: OFD locks on Linux, flock on macOS,
// LockFileEx on Windows) that the data directory's lock uses.
declare module 'fs-native-extensions' {
  /** An exclusive (or shared) lock on `fd`'s whole file; false when another holder has it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
