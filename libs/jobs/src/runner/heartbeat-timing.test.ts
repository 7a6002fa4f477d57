import { checkHeartbeat, UPLOAD_HEARTBEAT_MS, uploadHeartbeatFor } from './heartbeat-timing.js';

describe('uploadHeartbeatFor', () => {
  it('beats four times per stale limit, and every 10 s at most', () => {
    expect(uploadHeartbeatFor(60_000)).toBe(UPLOAD_HEARTBEAT_MS);
    expect(uploadHeartbeatFor(20_000)).toBe(5_000);
    expect(uploadHeartbeatFor(1_000)).toBe(250);
  });
});

describe('checkHeartbeat', () => {
  it('refuses a job heartbeat over half the stale limit, naming both variables', () => {
    expect(checkHeartbeat(5_000, 60_000)).toEqual([]);
    expect(checkHeartbeat(1_000, 2_000)).toEqual([]);
    expect(checkHeartbeat(5_000, 2_000)).toEqual([
      expect.stringMatching(/^SILLAGE_HEARTBEAT_MS: .*SILLAGE_STALE_AFTER_MS \(2000 ms\)/),
    ]);
  });
});
