import type { FastifyRequest } from 'fastify';
import { mailBaseUrl, publicBaseUrl } from './public-url.js';

const FALLBACK = 'http://localhost:3000';
const requestTo = (host: string) => ({ protocol: 'http', host }) as FastifyRequest;

describe('publicBaseUrl', () => {
  it('prefers the configured public URL', () => {
    expect(publicBaseUrl(requestTo('a.example'), 'https://sillage.example', FALLBACK)).toBe(
      'https://sillage.example',
    );
  });

  it.each([
    'sillage.example',
    'sillage.example:8080',
    'sillage_api:3000',
    '[::1]:3000',
    '10.0.0.2',
  ])('follows the request to %s', (host) => {
    expect(publicBaseUrl(requestTo(host), undefined, FALLBACK)).toBe(`http://${host}`);
  });

  // An HTTP/1.0 request may come without Host: its Job-Report headers read `http:///<id>/…`.
  it.each(['', 'a.example"><script>', 'a.example/path', 'a b'])(
    'falls back to the server itself for the Host %j',
    (host) => {
      expect(publicBaseUrl(requestTo(host), undefined, FALLBACK)).toBe(FALLBACK);
    },
  );
});

describe('mailBaseUrl', () => {
  const settings = {
    publicUrl: undefined,
    allowedHosts: ['sillage.example', 'other.example:8443'],
    fallback: FALLBACK,
    listenPort: 3000,
  };
  const mailRequest = (host: string, protocol = 'http') =>
    ({ protocol, host, hostname: host.replace(/:\d+$/, '') }) as FastifyRequest;

  it.each([
    ['sillage.example', 'http'],
    ['SILLAGE.example:80', 'http'],
    ['sillage.example:443', 'https'],
    // Reached directly on the server's own port.
    ['sillage.example:3000', 'http'],
    ['other.example:8443', 'https'],
  ])('links to the allowed host %s (%s)', (host, protocol) => {
    expect(mailBaseUrl(mailRequest(host, protocol), settings)).toBe(
      `${protocol}://${host.toLowerCase()}`,
    );
  });

  // The caller writes Host: a bare entry must not let it choose where the reset token goes.
  it.each(['sillage.example:6666', 'sillage.example:443', 'other.example', 'evil.example', ''])(
    'keeps the server address for the Host %j',
    (host) => {
      expect(mailBaseUrl(mailRequest(host), settings)).toBe(FALLBACK);
    },
  );

  it('prefers the configured public URL', () => {
    expect(
      mailBaseUrl(mailRequest('evil.example'), { ...settings, publicUrl: 'https://s.example' }),
    ).toBe('https://s.example');
  });
});
