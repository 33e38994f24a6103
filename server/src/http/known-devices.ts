/**
 * A device that has logged in as a username before carries a cookie saying so, signed by the server
 * (an HMAC over the name and a random nonce). A login from such a device, for that name, is held back
 * only by its own failures: whatever others at its address fail, a member's phone that has logged in
 * before always gets in with the right password. A device without the cookie (or with one for another
 * name) is a new device, counted by its address. A stolen cookie only helps its thief as far as its
 * own failures allow: it says nothing of the password.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'device';
const DEVICE_DAYS = 365;

export class KnownDevices {
  constructor(
    /** SESSION_SECRET: the same on every instance, so a cookie from one is known to all. */
    private readonly secret: string,
    private readonly secure: boolean,
  ) {}

  /** The device's own key when it has logged in as `username` before; null for a new device. */
  of(request: FastifyRequest, username: string): string | null {
    const cookie = request.cookies[DEVICE_COOKIE];
    if (!cookie) return null;
    const [name, nonce, signature] = cookie.split('.');
    if (!name || !nonce || !signature) return null;
    if (name !== encodeName(username)) return null;
    const expected = Buffer.from(this.sign(name, nonce));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
  }

  /** After a login or registration: this device now knows `username`. */
  remember(reply: FastifyReply, username: string): void {
    const name = encodeName(username);
    const nonce = randomBytes(16).toString('base64url');
    reply.setCookie(DEVICE_COOKIE, `${name}.${nonce}.${this.sign(name, nonce)}`, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/api',
      secure: this.secure,
      maxAge: DEVICE_DAYS * 86_400,
    });
  }

  private sign(name: string, nonce: string): string {
    return createHmac('sha256', this.secret).update(`device\n${name}\n${nonce}`).digest('base64url');
  }
}

/** Usernames are compared in lower case; base64url keeps the cookie's separators unambiguous. */
const encodeName = (username: string) => Buffer.from(username.toLowerCase()).toString('base64url');
