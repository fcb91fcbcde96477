import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations as axeOn } from './admin-browser.js';

/** The task screens' browser helpers: the API with the page's session, the Kanban's drags, and axe. */
export function tasksBrowser(page: Page, baseUrl: () => string) {
  const token = () => page.evaluate<string | null>("localStorage.getItem('marketplace.token')");

  /** A call of the API with the signed-in page's token; fails the test unless it answers 2xx. */
  const api = async <T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> => {
    const response = await fetch(`${baseUrl()}/api${path}`, {
      method: init.method ?? 'GET',
      headers: { Authorization: `Bearer ${await token()}`, ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const body = (await response.json()) as T;
    expect(response.ok, JSON.stringify(body)).toBe(true);
    return body;
  };

  const card = (title: string) => page.getByTestId('task-card').filter({ hasText: title });
  const column = (status: string) => page.getByTestId(`task-column-${status}`);

  /** Drags a card with the mouse to the middle of a column, in small steps (dnd-kit's pointer sensor starts after 5 px). */
  async function dragWithMouse(title: string, status: string) {
    // a long column (the demo's tasks) may hold the card below the fold: the mouse only reaches what is shown
    await card(title).scrollIntoViewIfNeeded();
    const from = await card(title).boundingBox();
    const to = await column(status).boundingBox();
    if (!from || !to) throw new Error('card or column not laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + 12);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + 20, { steps: 3 });
    // across to the target column at the card's height (on screen), kept inside the column
    const y = Math.min(Math.max(from.y + 20, to.y + 10), to.y + to.height - 10);
    await page.mouse.move(to.x + to.width / 2, y, { steps: 12 });
    await expect.poll(() => column(status).getAttribute('class')).toMatch(/columnOver/);
    await page.mouse.up();
  }

  /** Lifts a card from its grip with Space, moves it `steps` columns right (negative: left) with the arrows, drops it with Space. */
  async function dragWithKeyboard(title: string, steps: number) {
    const handle = card(title).getByTestId('task-card-handle');
    await handle.focus();
    await page.keyboard.press('Space');
    // lifted (dnd-kit marks the grip pressed); the sensor listens for the arrows from the next tick on
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    await page.waitForTimeout(50);
    for (let i = 0; i < Math.abs(steps); i++) {
      await page.keyboard.press(steps > 0 ? 'ArrowRight' : 'ArrowLeft');
      await page.waitForTimeout(150);
    }
    await page.keyboard.press('Space');
  }

  const axeViolations = (selector: string) => axeOn(page, selector);

  return { api, card, column, dragWithMouse, dragWithKeyboard, axeViolations };
}
