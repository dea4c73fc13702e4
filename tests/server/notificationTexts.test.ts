import { describe, expect, it } from 'vitest';
import { notificationSchema } from '../../api/contract/customer';
import { decodeCursor, encodeCursor } from '../../server/domain/notifications/cursor';
import { toNotification } from '../../server/domain/notifications/texts';
import type { NotificationRow } from '../../server/store/notifications';

/** Notifications written from their stored type and data, in each language (`server/domain/notifications/texts.ts`). */

const row = (type: string, data: unknown, read = false): NotificationRow => ({
  id: 'note-1',
  customerId: 'cust-1',
  type,
  data,
  createdAt: new Date('2026-07-01T08:30:00.123Z'),
  readAt: read ? new Date('2026-07-02T08:30:00Z') : null,
});

describe('a notification in the reader’s language', () => {
  it('names the person who answered an invitation, and opens the account page', () => {
    expect(toNotification(row('invitationAccepted', { name: 'Karin Berg' }), 'sv')).toMatchObject({
      title: 'Inbjudan är godkänd',
      body: 'Karin Berg har godkänt din inbjudan och kan nu använda kontot.',
      link: '/mina-sidor/konto',
    });
    expect(toNotification(row('invitationRejected', { name: 'Karin Berg' }), 'en')).toMatchObject({
      title: 'Invitation declined',
      body: 'Karin Berg has declined your invitation.',
      link: '/en/my-pages/account',
    });
    expect(toNotification(row('invitationAccepted', { firstName: 'Maja', lastName: 'Holm' }), 'en').body).toBe('Maja Holm has accepted your invitation and can now use the account.');
    expect(toNotification(row('invitationRejected', {}), 'sv').body).toBe('Personen du bjöd in har tackat nej till din inbjudan.');
  });

  it('writes times in Stockholm (summer time here) and the creation time with its offset', () => {
    const note = toNotification(row('bookingRebooked', { bookingId: 'b-1', reference: 'HG-1', productId: 302016, startTime: '2026-07-01T06:00:00Z' }, true), 'sv');
    expect(note).toEqual({
      id: 'note-1',
      type: 'bookingRebooked',
      title: 'Besöket har ny tid',
      body: 'Fönsterputs (HG-1) är flyttad till onsdag 1 juli kl. 08:00.',
      createdAt: '2026-07-01T10:30:00+02:00',
      read: true,
      link: '/mina-sidor/bokningar/b-1',
    });
  });

  it('gives a general text to a kind it does not know and to data it cannot read, opening only a link on this site', () => {
    for (const data of [null, 'text', [1, 2], { link: 'https://elsewhere.example/' }, { link: '//elsewhere.example/' }]) {
      const note = toNotification(row('somethingNew', data), 'en');
      expect(note).toMatchObject({ title: 'New notification', link: '/en/my-pages' });
      expect(notificationSchema.parse(note)).toEqual(note);
    }
    expect(toNotification(row('somethingNew', { link: '/mina-sidor/abonnemang' }), 'sv').link).toBe('/mina-sidor/abonnemang');
    expect(toNotification(row('bookingConfirmed', { productId: 'x', startTime: 'never', bookingId: 7 }), 'sv')).toMatchObject({
      body: 'Din bokning är bekräftad. Du hittar den under Mina bokningar.',
      link: '/mina-sidor/bokningar',
    });
    expect(toNotification(row('toString', {}), 'sv').title).toBe('Ny notis');
  });
});

describe('the list’s cursor', () => {
  it('reads back the position it was written from', () => {
    const position = { createdAt: '2026-07-01T08:30:00.123456Z', id: 'note-abc_1' };
    expect(decodeCursor(encodeCursor(position), 'query.cursor')).toEqual(position);
  });
});
