import type { FastifyRequest } from 'fastify';
import { publicBaseUrl } from './public-url.js';

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
