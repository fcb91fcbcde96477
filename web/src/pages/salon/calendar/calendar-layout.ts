import type { SalonBookingDto } from '../../../api/salon.js';
import { minutesOf } from '../common/format.js';

/** The week grid of the salon calendar: hours 8:00 to 19:00 (12 rows), 64 px per hour. Pure. */
export const FIRST_HOUR = 8;
export const HOURS = 12;
export const HOUR_PX = 64;

export interface Block {
  booking: SalonBookingDto;
  top: number;
  height: number;
  lane: number;
  lanes: number;
}

/** A day's blocks placed by start time and sized by duration; overlapping ones side by side. Outside the grid: left out. */
export function layoutDay(bookings: SalonBookingDto[]): Block[] {
  const start = FIRST_HOUR * 60;
  const end = (FIRST_HOUR + HOURS) * 60;
  const shown = bookings
    .map((b) => ({ b, from: minutesOf(b.time), to: minutesOf(b.time) + b.duration_minutes }))
    .filter((x) => x.to > start && x.from < end)
    .sort((x, y) => x.from - y.from || x.to - y.to);
  const blocks: Array<Block & { to: number; from: number }> = [];
  let cluster: typeof blocks = [];
  const close = () => {
    const lanes = Math.max(1, ...cluster.map((c) => c.lane + 1));
    for (const c of cluster) c.lanes = lanes;
    cluster = [];
  };
  for (const x of shown) {
    if (cluster.length && cluster.every((c) => c.to <= x.from)) close();
    const used = new Set(cluster.filter((c) => c.to > x.from).map((c) => c.lane));
    let lane = 0;
    while (used.has(lane)) lane += 1;
    const from = Math.max(x.from, start);
    const to = Math.min(x.to, end);
    const block = {
      booking: x.b,
      top: ((from - start) / 60) * HOUR_PX,
      height: Math.max(((to - from) / 60) * HOUR_PX, 18),
      lane,
      lanes: 1,
      from: x.from,
      to: x.to,
    };
    cluster.push(block);
    blocks.push(block);
  }
  close();
  return blocks.map(({ booking, top, height, lane, lanes }) => ({ booking, top, height, lane, lanes }));
}

export const outsideGrid = (bookings: SalonBookingDto[]) =>
  bookings.filter((b) => minutesOf(b.time) + b.duration_minutes <= FIRST_HOUR * 60 || minutesOf(b.time) >= (FIRST_HOUR + HOURS) * 60)
    .length;
