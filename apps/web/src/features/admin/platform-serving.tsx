import { Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { PlatformManifest, PlatformServingVerdict } from '@sillage/shared-types';
import { platformServingMessages as messages } from './platform-serving.messages.js';

/**
 * Which rules serve a platform. One that exists natively and in the pack serves natively only
 * when the differential check proved it equal ("native, equal on N URLs"); otherwise the pack,
 * with why underneath (differences, not checked yet, no test table to prove it on, never
 * exercised).
 */
export function PlatformServing({ platform }: { platform: PlatformManifest }) {
  const { verdict } = platform;
  if (verdict === undefined) {
    return (
      <FormattedMessage {...(platform.source === 'native' ? messages.native : messages.pack)} />
    );
  }
  if (verdict.serving === 'native') {
    return <FormattedMessage {...messages.nativeEqual} values={{ count: verdict.equalUrls }} />;
  }
  const why = packReason(verdict);
  return (
    <Stack gap="0">
      <Text>
        <FormattedMessage {...messages.pack} />
      </Text>
      <Text color="fg.muted" fontSize="xs">
        <FormattedMessage {...why} values={{ count: verdict.differingUrls }} />
      </Text>
    </Stack>
  );
}

/** Why a platform both native and in the pack serves from the pack, first reason first. */
function packReason(verdict: PlatformServingVerdict) {
  if (verdict.pending === true) {
    return messages.pending;
  }
  if (verdict.differingUrls > 0) {
    return messages.differing;
  }
  return verdict.tableRows === 0 ? messages.untabled : messages.unexercised;
}
