import { useEffect, useState } from 'react';
import { serverOffset } from '../logic/event-day.js';

/**
 * The server's time now, ticking every second: the device's clock corrected by the server's time
 * in its last answer (the server keeps every clock; a phone's own clock may be off).
 */
export function useServerNow(serverTime: string | undefined): number {
  const [offset, setOffset] = useState(() => serverOffset(serverTime, Date.now()));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setOffset(serverOffset(serverTime, Date.now()));
  }, [serverTime]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now + offset;
}
