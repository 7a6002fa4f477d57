import { buildCurlCommand, sortFilesByName } from './curl-command.js';
import {
  haveSameHeaders,
  headersToSettings,
  isPlainMiddlewareList,
  settingsToHeaders,
  unsendableHeaderNames,
} from './settings-headers.js';
import { createDefaultSettings, type JobSettingsForm } from './settings-model.js';

const withSettings = (overrides: Partial<JobSettingsForm>): JobSettingsForm => ({
  ...createDefaultSettings(),
  ...overrides,
});

describe('settingsToHeaders', () => {
  it('sends CSV, info traces and the default crypted fields for the defaults', () => {
    expect(settingsToHeaders(createDefaultSettings())).toEqual({
      Accept: 'text/csv',
      'Traces-Level': 'info',
      'Crypted-Fields': 'host,login',
    });
  });

  it.each<[string, Partial<JobSettingsForm>, Record<string, string>]>([
    ['Accept', { outputFormat: 'application/json' }, { Accept: 'application/json' }],
    ['Date-Format', { dateFormat: ' DD/MM/YYYY ' }, { 'Date-Format': 'DD/MM/YYYY' }],
    ['Force-Parser', { forceParser: 'dspace' }, { 'Force-Parser': 'dspace' }],
    ['Traces-Level', { tracesLevel: 'warn' }, { 'Traces-Level': 'warn' }],
    [
      'Log-Format-{type}',
      { logType: 'ezproxy', logFormat: '%h %u %t "%r"' },
      { 'Log-Format-ezproxy': '%h %u %t "%r"' },
    ],
    [
      'notifications',
      { notificationMails: [' a@b.org ', 'c@d.org'] },
      { 'ezPAARSE-Job-Notifications': 'mail<a@b.org>,mail<c@d.org>' },
    ],
    ['Crypted-Fields none', { cryptedFields: [] }, { 'Crypted-Fields': 'none' }],
    ['filter-platforms', { filterPlatforms: ['wiley', 'sd'] }, { 'filter-platforms': 'wiley,sd' }],
    [
      'Output-Fields',
      { addedFields: ['a', 'b'], removedFields: ['c'] },
      { 'Output-Fields': '+a,+b,-c' },
    ],
    [
      'ezPAARSE-Middlewares',
      { additionalMiddlewares: ['hal', 'crossref'] },
      { 'ezPAARSE-Middlewares': 'hal,crossref' },
    ],
  ])('maps %s', (_name, overrides, expected) => {
    expect(settingsToHeaders(withSettings(overrides))).toMatchObject(expected);
  });

  it('needs both a log type and a format for Log-Format-*', () => {
    expect(Object.keys(settingsToHeaders(withSettings({ logType: 'apache' })))).not.toContain(
      'Log-Format-apache',
    );
    expect(Object.keys(settingsToHeaders(withSettings({ logFormat: '%h' })))).not.toContain(
      'Log-Format-',
    );
  });

  it('lets an advanced row override a computed header case-insensitively, keeping its spelling', () => {
    const headers = settingsToHeaders(
      withSettings({
        headers: [
          { name: 'accept', value: 'text/tab-separated-values' },
          { name: 'Double-Click-Removal', value: 'false' },
          { name: '', value: 'ignored' },
          { name: 'Empty-Value', value: ' ' },
        ],
      }),
    );
    expect(headers).toMatchObject({
      Accept: 'text/tab-separated-values',
      'Double-Click-Removal': 'false',
    });
    expect(headers).not.toHaveProperty('accept');
    expect(headers).not.toHaveProperty('Empty-Value');
  });
});

describe('headersToSettings', () => {
  it('fills every known field and keeps the rest as advanced rows', () => {
    const settings = headersToSettings(
      {
        'Date-Format': 'DD/MM/YYYY',
        'force-parser': 'dspace',
        'Traces-Level': 'error',
        Accept: 'text/tab-separated-values',
        'Output-Fields': '+a,-b,c',
        'Crypted-Fields': 'login',
        'Filter-Platforms': 'sd, wiley',
        'ezPAARSE-Job-Notifications': 'mail<a@b.org>, mail<c@d.org>',
        'Log-Format-Squid': '%ts %tu',
        'ezPAARSE-Middlewares': 'hal,istex',
        'Double-Click-Removal': 'false',
      },
      { fullName: 'My lib', country: 'FR' },
    );
    expect(settings).toEqual({
      ...createDefaultSettings(),
      fullName: 'My lib',
      country: 'FR',
      dateFormat: 'DD/MM/YYYY',
      forceParser: 'dspace',
      tracesLevel: 'error',
      outputFormat: 'text/tab-separated-values',
      addedFields: ['a', 'c'],
      removedFields: ['b'],
      cryptedFields: ['login'],
      filterPlatforms: ['sd', 'wiley'],
      notificationMails: ['a@b.org', 'c@d.org'],
      logType: 'squid',
      logFormat: '%ts %tu',
      additionalMiddlewares: ['hal', 'istex'],
      headers: [{ name: 'Double-Click-Removal', value: 'false' }],
    });
  });

  it('reads Crypted-Fields: none as no crypted field', () => {
    expect(headersToSettings({ 'Crypted-Fields': 'none' }).cryptedFields).toEqual([]);
  });

  it('keeps an Accept outside the three formats as an advanced row (spec §5)', () => {
    const settings = headersToSettings({ Accept: 'text/xml' });
    expect(settings.outputFormat).toBe('text/csv');
    expect(settings.headers).toEqual([{ name: 'Accept', value: 'text/xml' }]);
  });

  it.each(['(before qualifier) hal', '(after filter) a,b', '(only) a', 'a,b | (after x) c'])(
    'keeps the middleware form %s as an advanced row',
    (value) => {
      const settings = headersToSettings({ 'ezPAARSE-Middlewares': value });
      expect(settings.additionalMiddlewares).toEqual([]);
      expect(settings.headers).toEqual([{ name: 'ezPAARSE-Middlewares', value }]);
    },
  );

  it('keeps an unknown Log-Format type as an advanced row', () => {
    expect(headersToSettings({ 'Log-Format-nginx': '%h' }).headers).toEqual([
      { name: 'Log-Format-nginx', value: '%h' },
    ]);
  });

  it('round-trips through the headers', () => {
    const original = withSettings({
      outputFormat: 'application/json',
      addedFields: ['x'],
      removedFields: ['y'],
      cryptedFields: [],
      notificationMails: ['a@b.org'],
      logType: 'apache',
      logFormat: '%h %l %u',
      headers: [{ name: 'Geoip', value: 'none' }],
    });
    expect(haveSameHeaders(headersToSettings(settingsToHeaders(original)), original)).toBe(true);
  });
});

describe('isPlainMiddlewareList', () => {
  it.each([
    ['hal,istex', true],
    ['(before qualifier) hal', false],
    ['(AFTER x) y', false],
    ['(only) a', false],
    ['a|b', false],
  ])('%s → %s', (value, expected) => {
    expect(isPlainMiddlewareList(value)).toBe(expected);
  });
});

describe('buildCurlCommand', () => {
  const files = [
    { name: 'b.log', type: 'text/plain' },
    { name: 'A.log.gz', type: 'application/gzip' },
  ];

  it('lists every header and the files sorted by name', () => {
    expect(
      buildCurlCommand({
        origin: 'https://sillage.example',
        username: 'ada@example.org',
        unmodifiedSettingId: null,
        headers: { Accept: 'text/csv', 'Crypted-Fields': 'none' },
        files,
      }),
    ).toBe(
      [
        'curl -v -X POST https://sillage.example/',
        '-u "ada@example.org"',
        '-H "Accept: text/csv"',
        '-H "Crypted-Fields: none"',
        '-F "files[]=@A.log.gz;type=application/gzip"',
        '-F "files[]=@b.log;type=text/plain"',
      ].join(' \\\n  '),
    );
  });

  it('uses the predefined-settings shortcut for an unmodified saved setting', () => {
    const command = buildCurlCommand({
      origin: 'http://h',
      username: null,
      unmodifiedSettingId: 'inist',
      headers: { Accept: 'text/csv' },
      files: [],
    });
    expect(command).toBe(
      'curl -v -X POST http://h/ \\\n  -H "ezPAARSE-Predefined-Settings: inist"',
    );
  });

  it('escapes shell-special characters', () => {
    expect(
      buildCurlCommand({
        origin: 'http://h',
        username: null,
        unmodifiedSettingId: null,
        headers: { X: 'a"$b' },
        files: [],
      }),
    ).toContain('-H "X: a\\"\\$b"');
  });

  it('sorts case-insensitively', () => {
    expect(
      sortFilesByName([{ name: 'b' }, { name: 'A' }, { name: 'a2' }]).map((file) => file.name),
    ).toEqual(['A', 'a2', 'b']);
  });
});

describe('unsendableHeaderNames', () => {
  it('lists the names a browser cannot send, and leaves out empty rows', () => {
    const headers = [
      { name: 'Bad Header', value: '1' },
      { name: 'Référence', value: '1' },
      { name: ' Double-Click-PDF ', value: '10' },
      { name: '', value: '' },
    ];
    expect(unsendableHeaderNames({ headers })).toEqual(['Bad Header', 'Référence']);
  });
});
