// The settings form's PATCH: a secret is sent only when typed, empty texts become null, the quota
// goes from gigabytes to bytes, and the contract's paths land on the form's fields.
import { describe, expect, it } from 'vitest';
import type { AdminSettings } from '@rian/contracts/admin/settings';
import { formPath, formValues, GIB, toPatch } from './settings-form-values.ts';

const off = { enable: false, require: false };
const stored: AdminSettings = {
  title: 'สถาบัน',
  title_en: null,
  description: '',
  keywords: '',
  logo_url: null,
  favicon_url: null,
  course_layout: 'default',
  course_teacher: 1,
  course_group: 0,
  course_bestseller: 1,
  is_thank_you_page: 1,
  course_access_rights: 0,
  user_group_enabled: 0,
  contact_fields: {
    firstname: off,
    lastname: off,
    email: { enable: true, require: true },
    tel: off,
    nickname: off,
    address: off,
    studentGroupKpi: off,
    displayImgUrl: off,
  },
  contact_email: null,
  contact_tel: null,
  address: null,
  social_login: {
    line: { enabled: false, client_id: '', secret_set: false },
    google: { enabled: true, client_id: 'gid', secret_set: true },
    facebook: { enabled: false, client_id: '', secret_set: false },
  },
  whitelist_mode: 0,
  auto_cancel: 48,
  user_limit: null,
  daily_user_limit: null,
  storage_quota_bytes: 2 * GIB,
  ga4_measurement_id: null,
  seller_legal_name: 'บริษัท เรียน จำกัด',
  seller_address: '1 ถนนสีลม กรุงเทพฯ 10500',
  seller_tax_id: '0105558123451',
  seller_branch: '00000',
  seller_vat_registered: 1,
  vat_rate_bp: 700,
  updated_at: '2026-11-25T00:00:00.000Z',
};

describe('the settings form', () => {
  it('round-trips the stored settings and keeps a stored secret unless one is typed', () => {
    const values = formValues(stored);
    expect(values.storage_quota_gb).toBe(2);
    expect(values.vat_rate_percent).toBe(7);
    expect(values.seller_vat_registered).toBe(true);
    expect(values.social_login.google.client_secret).toBe('');
    const patch = toPatch(values);
    expect(patch).toMatchObject({
      title_en: null,
      course_group: 0,
      course_teacher: 1,
      storage_quota_bytes: 2 * GIB,
      vat_rate_bp: 700,
      seller_vat_registered: 1,
      seller_tax_id: '0105558123451',
      user_limit: null,
    });
    expect(patch.social_login?.google).toEqual({ enabled: true, client_id: 'gid' });

    values.social_login.google.client_secret = 'new-secret';
    values.storage_quota_gb = '';
    expect(toPatch(values).social_login?.google).toEqual({ enabled: true, client_id: 'gid', client_secret: 'new-secret' });
    expect(toPatch(values).storage_quota_bytes).toBeNull();
  });

  it('names the form field a contract error belongs to', () => {
    expect(formPath('storage_quota_bytes')).toBe('storage_quota_gb');
    expect(formPath('course_group')).toBe('flags.course_group');
    expect(formPath('social_login.google.client_id')).toBe('social_login.google.client_id');
  });
});
