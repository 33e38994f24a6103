/**
 * TRUST_PROXY: which peers may tell the client's address (X-Forwarded-For) and the site's host and
 * scheme (X-Forwarded-Host, X-Forwarded-Proto). Off by default: the socket's peer is the client, so
 * nobody can pick the address a per-address limit counts, or the host the same-origin check compares.
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';

/** Off; every peer (only when every request comes through proxies that overwrite the headers); the
 * last `hops` peers whatever they are; or the peers at these addresses, CIDR ranges or named ranges
 * (`loopback`, `linklocal`, `uniquelocal`). */
export type TrustProxy = false | true | { hops: number } | { addresses: string[] };

/** Whether the peer at `address`, `hop` steps from this server (0 = the socket's), may forward. */
export type ProxyTrustFunction = (address: string, hop: number) => boolean;

const HOPS = /^\d+$/;
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address or CIDR range written the usual way (node's isIP refuses legacy forms like `1.5`). */
function checkEntry(entry: string): void {
  if (NAMED_RANGES.has(entry)) return;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) throw new Error(`not an address: ${JSON.stringify(entry)}`);
  if (prefix !== undefined && !(HOPS.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128))) {
    throw new Error(`not a range: ${JSON.stringify(entry)}`);
  }
}

function parse(value: string, ctx: z.RefinementCtx): TrustProxy {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (HOPS.test(text)) {
    const hops = Number(text);
    return hops === 0 ? false : { hops };
  }
  const addresses = value.split(',').map((entry) => entry.trim());
  try {
    // proxy-addr is what Fastify uses: what it compiles, it understands.
    for (const entry of addresses) checkEntry(entry);
    proxyAddr.compile(addresses);
  } catch (error) {
    ctx.addIssue({
      code: 'custom',
      message:
        'must be false, true, a number of proxy hops, or a comma-separated list of proxy addresses or ' +
        `CIDR ranges (${error instanceof Error ? error.message : String(error)})`,
    });
    return z.NEVER;
  }
  return { addresses };
}

/** The TRUST_PROXY variable as config.ts reads it. */
export const trustProxySchema = z.string().default('').transform(parse);

/** The rule as a function; false when nobody is trusted. Fastify and socket.io both take it. */
export function proxyTrust(setting: TrustProxy): ProxyTrustFunction | false {
  if (setting === false) return false;
  if (setting === true) return () => true;
  // Fastify treats a bare hop count as "trust nobody"; as a function it means the last n peers.
  if ('hops' in setting) return (_address, hop) => hop < setting.hops;
  const trusted = proxyAddr.compile(setting.addresses);
  return (address, hop) => trusted(address, hop);
}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i;

/**
 * What to tell the operator at start-up when TRUST_PROXY believes whoever connects (`true`, or a
 * number of hops, which counts any peer as a proxy) and the server listens beyond this machine
 * (HOST): a client that reaches it directly names any address it likes in X-Forwarded-For — a fresh
 * one for every request, out of every per-address limit, or a member's, in the audit log — and any
 * host in X-Forwarded-Host. Null when the setting is safe.
 */
export function trustProxyWarning(setting: TrustProxy, host: string): string | null {
  if (setting === false || (setting !== true && 'addresses' in setting)) return null;
  if (LOOPBACK_HOST.test(host.trim())) return null;
  const shown = setting === true ? 'true' : String(setting.hops);
  const believes =
    setting === true
      ? 'trusts every peer'
      : `trusts the last ${setting.hops} ${setting.hops === 1 ? 'hop' : 'hops'} whoever they are`;
  return (
    `TRUST_PROXY=${shown} ${believes}, and this server listens on ${host}: anyone who reaches it ` +
    'directly, not through your proxy, can choose the address it is counted by (X-Forwarded-For), ' +
    'so per-address limits, logs and the audit log believe whatever it says, and the host the ' +
    "same-origin check compares (X-Forwarded-Host). Set TRUST_PROXY to your proxy's address " +
    '(e.g. TRUST_PROXY=172.28.0.10, or loopback when it runs on this machine), or let only the proxy ' +
    'reach the server (HOST=127.0.0.1).'
  );
}

/** The client's address of a raw request (a socket.io handshake, say) by the same rule as request.ip. */
export function clientAddress(request: IncomingMessage, trust: ProxyTrustFunction | false): string {
  if (trust === false) return request.socket.remoteAddress ?? '';
  return proxyAddr(request, trust);
}
