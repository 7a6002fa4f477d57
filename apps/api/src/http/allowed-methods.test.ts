import Fastify from 'fastify';
import { createAllowedMethodsFinder } from './allowed-methods.js';

const ITEM = '/items/:id(^\\d+$)';

// An alias route (here `POST /items/{id}`, a PUT for clients that cannot send one) answers as
// any route does, but is no method of its path: `Allow` leaves it out there, and only there.
describe('createAllowedMethodsFinder', () => {
  const app = Fastify();
  const answer = () => Promise.resolve('');
  app.get(ITEM, answer);
  app.put(ITEM, answer);
  app.post(ITEM, answer);
  app.post('/items', answer);
  const findAllowedMethods = createAllowedMethodsFinder(app, [{ method: 'POST', url: ITEM }]);
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  it('leaves an alias route out of the methods of its path', () => {
    expect(findAllowedMethods('/items/12')).toEqual(['GET', 'HEAD', 'PUT']);
  });

  it('still lists its method on a path where a route of its own takes it', () => {
    expect(findAllowedMethods('/items')).toEqual(['POST']);
  });

  it('lists nothing for a path that no route has', () => {
    expect(findAllowedMethods('/items/not-a-number')).toEqual([]);
  });

  it('still answers a request to the alias', async () => {
    expect((await app.inject({ method: 'POST', url: '/items/12' })).statusCode).toBe(200);
  });
});
