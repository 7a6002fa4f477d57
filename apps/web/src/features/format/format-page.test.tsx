import { act, screen, waitFor, within } from '@testing-library/react';
import type { FormatAnalysis } from '@sillage/shared-types';
import { authApi } from '../auth/auth.api.js';
import { ANALYSIS_DEBOUNCE_MS } from './format.saga.js';
import { createSignedInState } from '../../test/builders.js';
import { renderRoute } from '../../test/render-with-providers.js';
import {
  restoreNetwork,
  serveRequests,
  type Reply,
  type ServedRequest,
} from '../../test/serve-requests.js';

const LINE = '1.2.3.4 - bob [10/Mar/2026:10:00:00 +0100] "GET https://example.org/a HTTP/1.1"';

const ANALYSIS: FormatAnalysis = {
  autoDetect: false,
  proxy: 'ezproxy',
  format: '%h %l %u %t "%r"',
  formatBreak: 16,
  strictMatch: true,
  regexp: '^(.+)$',
  regexpBreak: 6,
  missing: [],
  ec: { host: '1.2.3.4' },
};

/** `GET /api/info/predefined-settings`: one predefined EZproxy setting. */
const PREDEFINED = {
  'ezproxy-inist': {
    fullName: 'INIST EZproxy',
    country: 'FR',
    headers: {
      'Log-Format-ezproxy': '%h %l %u %t "%r"',
      'Date-Format': 'DD/MMM/YYYY:HH:mm:ss Z',
    },
    availability: { canRun: true },
  },
};

/** `GET /api/info/predefined-settings/custom`: one Squid setting saved by a user. */
const CUSTOM = [
  {
    id: 'my-squid',
    fullName: 'My Squid',
    country: null,
    headers: { 'Log-Format-squid': '%ts %tu %>a', 'Date-Format': 'X' },
    ownerId: 'user-id',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
  },
];

/** The saved settings, the analysis (recorded), 201 for a save; anything else is absent. */
function answer(request: ServedRequest): Reply | Promise<Reply> {
  if (request.line === 'GET /api/info/predefined-settings') {
    return { status: 200, data: PREDEFINED };
  }
  if (request.line === 'GET /api/info/predefined-settings/custom') {
    return { status: 200, data: CUSTOM };
  }
  if (request.line === 'PUT /api/format/logparser') {
    return { status: 200, data: ANALYSIS };
  }
  if (request.line === 'POST /api/info/predefined-settings/custom') {
    return { status: 201, data: {} };
  }
  return { status: 404 };
}

/** The bodies of the analysis calls, parsed. */
const analysisBodies = (requests: ServedRequest[]) =>
  requests
    .filter((request) => request.line === 'PUT /api/format/logparser')
    .map((request) => JSON.parse(String(request.body)) as Record<string, unknown>);

/** The analysis waits about a second after the last change. */
const AFTER_DEBOUNCE = { timeout: 5000 };
/** Route pages load lazily, slowly on a busy machine. */
const LAZY_PAGE = { timeout: 5000 };

/** Pastes `text` into the page's log-lines box, once the lazy page has loaded. */
async function pasteLines(user: ReturnType<typeof renderFormatPage>['user'], text: string) {
  const lines = await screen.findByRole(
    'textbox',
    { name: 'Copy/paste your log lines here' },
    LAZY_PAGE,
  );
  await user.click(lines);
  await user.paste(text);
}

function renderFormatPage() {
  // The signed-in state is preloaded; the start-up session check stays pending.
  jest.spyOn(authApi, 'fetchSession').mockReturnValue(new Promise(() => undefined));
  return renderRoute('/format', {
    preloadedState: { auth: createSignedInState('user') },
    shouldRunSagas: true,
  });
}

afterEach(() => {
  restoreNetwork();
  jest.restoreAllMocks();
});

describe('FormatPage', () => {
  it('keeps the pasted lines when the user goes to another page and back', async () => {
    const { router, user } = renderRoute('/format', {
      preloadedState: { auth: createSignedInState('user') },
    });
    const lines = await screen.findByRole(
      'textbox',
      { name: 'Copy/paste your log lines here' },
      LAZY_PAGE,
    );
    await user.type(lines, 'a line');
    await act(() => router.navigate('/profile'));
    await screen.findByRole('heading', { name: 'My profile' }, LAZY_PAGE);
    await act(() => router.navigate('/format'));
    expect(
      await screen.findByRole('textbox', { name: 'Copy/paste your log lines here' }, LAZY_PAGE),
    ).toHaveValue('a line');
  });

  it('applies a predefined or a saved setting to the form and analyses the lines with it', async () => {
    const requests = serveRequests(answer);
    const { user } = renderFormatPage();
    await pasteLines(user, LINE);
    await waitFor(
      () => expect(analysisBodies(requests)).toEqual([{ logLines: LINE }]),
      AFTER_DEBOUNCE,
    );

    const picker = screen.getByRole('combobox', { name: 'Predefined configuration' });
    await screen.findByRole('option', { name: 'INIST EZproxy – France (ezproxy-inist)' });
    await user.selectOptions(picker, 'ezproxy-inist');
    expect(screen.getByRole('combobox', { name: 'Log type' })).toHaveValue('ezproxy');
    expect(screen.getByRole('textbox', { name: 'Log format' })).toHaveValue('%h %l %u %t "%r"');
    expect(screen.getByRole('textbox', { name: 'Date format' })).toHaveValue(
      'DD/MMM/YYYY:HH:mm:ss Z',
    );
    await waitFor(
      () =>
        expect(analysisBodies(requests).at(-1)).toEqual({
          logLines: LINE,
          proxy: 'ezproxy',
          format: '%h %l %u %t "%r"',
          dateFormat: 'DD/MMM/YYYY:HH:mm:ss Z',
        }),
      AFTER_DEBOUNCE,
    );

    // A custom setting (listed first, under its own group) applies the same way.
    const customGroup = within(picker).getByRole('group', { name: 'Custom settings' });
    expect(within(customGroup).getByRole('option', { name: 'My Squid (my-squid)' })).toBeTruthy();
    await user.selectOptions(picker, 'my-squid');
    expect(screen.getByRole('combobox', { name: 'Log type' })).toHaveValue('squid');
    expect(screen.getByRole('textbox', { name: 'Log format' })).toHaveValue('%ts %tu %>a');
    expect(screen.getByRole('textbox', { name: 'Date format' })).toHaveValue('X');
    await waitFor(
      () =>
        expect(analysisBodies(requests).at(-1)).toEqual({
          logLines: LINE,
          proxy: 'squid',
          format: '%ts %tu %>a',
          dateFormat: 'X',
        }),
      AFTER_DEBOUNCE,
    );
  });

  it('flags a format over the server limits under its field and does not send it to the assistant', async () => {
    const requests = serveRequests(answer);
    const { user } = renderFormatPage();
    await pasteLines(user, LINE);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Log type' }), 'apache');
    const format = await screen.findByRole('textbox', { name: 'Log format' });
    const tooMany = Array.from({ length: 201 }, () => '%h').join(' ');
    await user.click(format);
    await user.paste(tooMany);
    expect(
      await screen.findByText(
        'This format holds 201 % fields: the server takes at most 200. Real formats hold 5 to 40; check what was pasted.',
      ),
    ).toBeVisible();
    expect(format).toHaveAttribute('aria-invalid', 'true');
    // Past the debounce the assistant would have been asked; then a real format is.
    await new Promise((resolve) => setTimeout(resolve, ANALYSIS_DEBOUNCE_MS + 500));
    await user.clear(format);
    await user.paste('%h %l');
    await waitFor(
      () => expect(analysisBodies(requests).at(-1)).toMatchObject({ format: '%h %l' }),
      AFTER_DEBOUNCE,
    );
    expect(analysisBodies(requests).filter((body) => body.format === tooMany)).toEqual([]);
    expect(screen.queryByText(/the server takes at most/)).toBeNull();
  });

  it('saves the designed format as a custom setting through the save dialog', async () => {
    const requests = serveRequests(answer);
    const { user } = renderFormatPage();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Log type' }, LAZY_PAGE),
      'apache',
    );
    const format = await screen.findByRole('textbox', { name: 'Log format' });
    await user.click(format);
    await user.paste('%h %l %u %t "%r" %>s %b');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the configuration' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Our Apache');
    await user.type(within(dialog).getByRole('textbox', { name: /^Identifier/ }), 'our-apache');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(requests.map((request) => request.line)).toContain(
        'POST /api/info/predefined-settings/custom',
      ),
    );
    const saved = requests.find(
      (request) => request.line === 'POST /api/info/predefined-settings/custom',
    )!;
    expect(JSON.parse(String(saved.body))).toMatchObject({
      settings: {
        id: 'our-apache',
        fullName: 'Our Apache',
        headers: { 'Log-Format-apache': '%h %l %u %t "%r" %>s %b' },
      },
    });
  });

  it('"Process your log lines" uploads the pasted text as text/plain and shows step 3', async () => {
    const requests = serveRequests((request) =>
      /^PUT \/[\w-]+$/.test(request.line) && request.contentType?.startsWith('text/plain')
        ? // The job runs: the answer comes when it ends.
          new Promise<Reply>(() => undefined)
        : answer(request),
    );
    const { router, user } = renderFormatPage();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Log type' }, LAZY_PAGE),
      'ezproxy',
    );
    await pasteLines(user, `${LINE}\n${LINE}`);
    await user.click(screen.getByRole('button', { name: 'Process your log lines' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/process'), LAZY_PAGE);
    const steps = await screen.findByRole('navigation', { name: 'Processing steps' }, LAZY_PAGE);
    expect(within(steps).getByRole('button', { name: /Step 3/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    const upload = requests.find((request) => /^PUT \/[\w-]+$/.test(request.line));
    expect(upload?.contentType).toMatch(/^text\/plain/);
    expect(upload?.body).toBe(`${LINE}\n${LINE}`);
  });
});
