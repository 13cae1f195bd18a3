import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '#web/lib/toast.ts';
import { findToast, renderInApp } from '#web/test-support/render-in-app.tsx';

describe('the toaster', () => {
  it('stands at the bottom, away from the header and the pages actions', async () => {
    renderInApp(<p>Página</p>);
    toast.success('Salvo');
    const shown = await findToast('Salvo');
    const list = shown.closest('[data-sonner-toaster]');
    await waitFor(() => expect(list?.getAttribute('data-y-position')).toBe('bottom'));
  });
});
