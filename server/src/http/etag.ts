/** Entity tags of API answers (RFC 9110 §8.8.3), and the If-None-Match test against them. */
import { createHash } from 'node:crypto';

/** A weak tag: the same answer compressed by brotli or gzip is still the same answer. */
export function answerTag(payload: string | Buffer): string {
  return `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
}

/** RFC 9110 §13.1.2: If-None-Match names any of a list of tags (weak comparison), or `*`. */
export function matchesNoneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  const wanted = opaque(tag);
  return header.split(',').some((candidate) => opaque(candidate) === wanted);
}
