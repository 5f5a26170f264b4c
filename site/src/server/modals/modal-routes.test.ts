import { beforeEach, expect, it } from 'vitest';
import { resetTables } from '../db/testing/test-database.ts';
import { describeBackend } from '../testing/backend-harness.ts';
import { PAUSED_SUBSCRIPTION_POPUP_KEY } from '@bimbel/domain/routes/paused-popup';
import { DEMO_MODAL_CONFIGURATIONS } from './demo-modals.ts';
import { insertModalConfigurations } from './modal-queries.ts';
import { MODAL_MESSAGES } from './modal-routes.ts';

const LIST = '/api/v1/modals/configuration';
const POPUP = '/api/v1/contents/package_subscriptions/paused_subscription_popup';

type ModalBody = { key: string; locale: string; content: Record<string, unknown> };

describeBackend('modal configuration', (h) => {
  beforeEach(async () => {
    await resetTables(h().database);
  });

  it('lists the enabled modals in Indonesian by default, without the disabled ones', async () => {
    await insertModalConfigurations(h().database.db, [
      { key: 'promo', locale: 'id', content: { title: 'Promo akhir tahun' } },
      { key: 'promo', locale: 'en', content: { title: 'Year-end promo' } },
      { key: 'old_banner', locale: 'id', enabled: false, content: { title: 'Lama' } },
      ...DEMO_MODAL_CONFIGURATIONS,
    ]);
    const response = await h().request('GET', LIST);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: ModalBody[] };
    expect(body.data.map(({ key, locale }) => [key, locale])).toEqual([
      [PAUSED_SUBSCRIPTION_POPUP_KEY, 'id'],
      ['promo', 'id'],
    ]);
    expect(body.data[1]?.content).toEqual({ title: 'Promo akhir tahun' });
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('answers in the locale header and falls back to Indonesian per modal', async () => {
    await insertModalConfigurations(h().database.db, [
      { key: 'promo', locale: 'id', content: { title: 'Promo akhir tahun' } },
      { key: 'promo', locale: 'en', content: { title: 'Year-end promo' } },
      { key: 'survey', locale: 'id', content: { title: 'Isi survei, yuk' } },
    ]);
    const body = (await (await h().request('GET', LIST, { headers: { locale: 'en' } })).json()) as {
      data: ModalBody[];
    };
    expect(body.data.map(({ key, locale, content }) => [key, locale, content.title])).toEqual([
      ['promo', 'en', 'Year-end promo'],
      ['survey', 'id', 'Isi survei, yuk'],
    ]);
  });

  it('answers an empty list when nothing is configured', async () => {
    const response = await h().request('GET', LIST);
    expect(await response.json()).toEqual({ data: [] });
  });

  it('serves the paused-subscription popup content', async () => {
    await insertModalConfigurations(h().database.db, DEMO_MODAL_CONFIGURATIONS);
    const response = await h().request('GET', POPUP, { headers: { locale: 'id' } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: ModalBody };
    expect(body.data).toEqual({
      key: PAUSED_SUBSCRIPTION_POPUP_KEY,
      locale: 'id',
      content: DEMO_MODAL_CONFIGURATIONS[0]?.content,
    });
    expect(body.data.content.title).toBe('Langganan Bimbel kamu sedang dijeda');
  });

  it('shows the demo popup on the bimbel pages, its button leading to the manage subscription page (decision 082)', async () => {
    await insertModalConfigurations(h().database.db, DEMO_MODAL_CONFIGURATIONS);
    const body = (await (await h().request('GET', LIST)).json()) as { data: ModalBody[] };
    const popup = body.data.find((modal) => modal.key === PAUSED_SUBSCRIPTION_POPUP_KEY);
    expect(popup?.content.show_on_pages).toEqual(['/bimbel', '/bimbel/user']);
    expect(popup?.content.primary_button_url).toBe('/bimbel/user/langganan');
  });

  it('answers a JSON 404 when the popup is missing or disabled', async () => {
    const missing = await h().request('GET', POPUP);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'not_found', message: MODAL_MESSAGES.notFound } });

    await insertModalConfigurations(h().database.db, [
      { key: PAUSED_SUBSCRIPTION_POPUP_KEY, locale: 'id', enabled: false, content: { title: 'x' } },
    ]);
    expect((await h().request('GET', POPUP)).status).toBe(404);
  });
});
