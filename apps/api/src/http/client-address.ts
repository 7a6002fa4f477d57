import { isIPv4, isIPv6 } from 'node:net';

/** IPv6 groups in an address's text: eight, or six before an embedded IPv4 address. */
const GROUPS = 8;

/** The eight groups of an IPv6 address, as numbers (an embedded IPv4 tail gives two). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parse = (part: string | undefined): number[] =>
    (part === undefined || part === '' ? [] : part.split(':')).flatMap((group) => {
      if (isIPv4(group)) {
        const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
        return [a * 256 + b, c * 256 + d];
      }
      return [Number.parseInt(group, 16)];
    });
  const left = parse(head);
  const right = parse(tail);
  const zeros = tail === undefined ? 0 : GROUPS - left.length - right.length;
  return [...left, ...Array<number>(zeros).fill(0), ...right];
}

/**
 * What the guessing limits count a client by: its IPv4 address (an IPv4-mapped IPv6 address
 * counts as its IPv4 one), or the /64 of its IPv6 address. One IPv6 client is handed a whole
 * /64 and may send from any address in it, so counting single addresses would let it start over
 * at will; @fastify/rate-limit groups IPv6 clients the same way for the routes it limits.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.split('%', 1)[0] ?? ip;
  if (!isIPv6(address)) {
    return address.toLowerCase();
  }
  const groups = ipv6Groups(address.toLowerCase());
  const isMapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
