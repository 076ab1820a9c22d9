import { describe, expect, it } from 'vitest';
import {
  routeFilesPath,
  BUILD_POLL_MIN_GAP_MS,
  buildManifestUrl,
  judgeBuildAnswer,
  parseBuildInfo,
  shouldPollBuild,
} from './build-version';

const build = { id: 'b2', built_at: '2026-11-22T05:00:00.000Z' };

describe('judgeBuildAnswer', () => {
  it('announces a build whose id differs from the running one', () => {
    expect(judgeBuildAnswer({ currentId: 'b1', announcedId: null, status: 200, body: build })).toEqual({
      kind: 'announce',
      build,
    });
  });
  it('stays quiet when the published build is the running one', () => {
    expect(judgeBuildAnswer({ currentId: 'b2', announcedId: null, status: 200, body: build }).kind).toBe(
      'unchanged',
    );
  });
  it('does not announce the same new build twice (after "Later")', () => {
    expect(judgeBuildAnswer({ currentId: 'b1', announcedId: 'b2', status: 200, body: build }).kind).toBe(
      'unchanged',
    );
  });
  it('announces an even newer build after one was put off', () => {
    const newer = { id: 'b3', built_at: '' };
    expect(judgeBuildAnswer({ currentId: 'b1', announcedId: 'b2', status: 200, body: newer }).kind).toBe(
      'announce',
    );
  });
  it.each([403, 404])('ignores a %i silently (spec §8)', (status) => {
    expect(judgeBuildAnswer({ currentId: 'b1', announcedId: null, status, body: null }).kind).toBe('ignore');
  });
  it.each([500, 502, 401])('only logs a %i', (status) => {
    expect(judgeBuildAnswer({ currentId: 'b1', announcedId: null, status, body: null })).toEqual({
      kind: 'log',
      reason: `HTTP ${status}`,
    });
  });
  it('only logs an unreadable file', () => {
    expect(judgeBuildAnswer({ currentId: 'b1', announcedId: null, status: 200, body: '<html>' }).kind).toBe(
      'log',
    );
  });
});

describe('parseBuildInfo', () => {
  it('reads id and built_at', () => expect(parseBuildInfo(build)).toEqual(build));
  it('needs a non-empty id', () => {
    expect(parseBuildInfo({ id: '' })).toBeNull();
    expect(parseBuildInfo({ id: 3 })).toBeNull();
    expect(parseBuildInfo(null)).toBeNull();
  });
});

describe('shouldPollBuild', () => {
  const now = 1_000_000;
  it('polls a visible, online page that has not polled yet', () => {
    expect(shouldPollBuild({ visible: true, online: true, now, lastPolledAt: null })).toBe(true);
  });
  it('skips a hidden page and an offline one', () => {
    expect(shouldPollBuild({ visible: false, online: true, now, lastPolledAt: null })).toBe(false);
    expect(shouldPollBuild({ visible: true, online: false, now, lastPolledAt: null })).toBe(false);
  });
  it('waits at least the minimum gap between two polls', () => {
    const lastPolledAt = now - BUILD_POLL_MIN_GAP_MS + 1;
    expect(shouldPollBuild({ visible: true, online: true, now, lastPolledAt })).toBe(false);
    expect(shouldPollBuild({ visible: true, online: true, now: now + 1, lastPolledAt })).toBe(true);
  });
});

it('asks for the build manifest with a timestamp (spec §7)', () => {
  expect(buildManifestUrl(1234)).toBe('/builds/latest.json?t=1234');
});

it("names the build's list of page files after the build, in a plain file name", () => {
  expect(routeFilesPath('mhx2k1-3fa9')).toBe('/assets/route-preloads-mhx2k1-3fa9.json');
  expect(routeFilesPath('refs/tags/v1 2')).toBe('/assets/route-preloads-refs_tags_v1_2.json');
});
