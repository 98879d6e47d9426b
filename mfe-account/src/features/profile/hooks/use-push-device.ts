import { useEffect, useState } from 'react';
import {
  useAddPushDeviceMutation,
  useGetPushKeyQuery,
  useListPushDevicesQuery,
  useRemovePushDeviceMutation,
} from '../api/push-api';
import { currentSubscription, PUSH_MESSAGES, pushSupported, subscribeDevice } from '../model/push-device';

/**
 * The Preferences tab's push switch, for this device: on when this browser's subscription is one of the
 * member's devices on the server. Switching on asks for permission and subscribes; a refusal leaves it off with
 * the reason. Switching off deletes the device on the server and unsubscribes the browser.
 */
export function usePushDevice(cacheKey: string) {
  const supported = pushSupported();
  const key = useGetPushKeyQuery(undefined, { skip: !supported });
  const devices = useListPushDevicesQuery(cacheKey, { skip: !supported });
  const [addDevice] = useAddPushDeviceMutation();
  const [removeDevice] = useRemovePushDeviceMutation();
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(
    supported && Notification.permission === 'denied' ? PUSH_MESSAGES.denied : null,
  );

  useEffect(() => {
    if (!supported) return;
    let live = true;
    void currentSubscription()
      .then((subscription) => live && setEndpoint(subscription?.endpoint ?? null))
      .catch(() => live && setEndpoint(null));
    return () => {
      live = false;
    };
  }, [supported]);

  const device = devices.data?.subscriptions.find((candidate) => candidate.endpoint === endpoint) ?? null;
  const unavailable = key.isError || devices.isError;
  const loading = supported && !unavailable && (key.isLoading || devices.isLoading || endpoint === undefined);

  const switchOn = async () => {
    if (!key.data) return;
    const result = await subscribeDevice(key.data.public_key);
    if ('refused' in result) return setProblem(PUSH_MESSAGES[result.refused]);
    const added = await addDevice(result.subscription.toJSON() as Parameters<typeof addDevice>[0]);
    if (added.error) return setProblem(PUSH_MESSAGES.unavailable);
    setEndpoint(result.subscription.endpoint);
    setProblem(null);
  };

  const switchOff = async () => {
    if (device) {
      const removed = await removeDevice({ id: device.id });
      if (removed.error) return setProblem(PUSH_MESSAGES.unavailable);
    }
    const subscription = await currentSubscription();
    await subscription?.unsubscribe();
    setEndpoint(null);
    setProblem(null);
  };

  const toggle = async (on: boolean) => {
    setBusy(true);
    try {
      await (on ? switchOn() : switchOff());
    } finally {
      setBusy(false);
    }
  };

  const reason = !supported ? PUSH_MESSAGES.unsupported : unavailable ? PUSH_MESSAGES.unavailable : problem;
  return {
    on: device !== null,
    /** The switch cannot be used (no support, the server has no push, still loading, a change under way). */
    disabled: !supported || unavailable || loading || busy,
    busy: busy || loading,
    reason,
    toggle,
  };
}
