import type { Invoice } from '@vantage/contracts/billing';
import { formatAmount, invoiceAmount, invoiceStatusColor } from './invoices';

const INVOICE: Invoice = {
  id: 'in_1',
  number: 'A-0001',
  status: 'open',
  tier_type: 'basic',
  amount_due: 9.99,
  amount_paid: 0,
  currency: 'usd',
  created: '2025-03-01T12:00:00Z',
  period_start: null,
  period_end: null,
  hosted_invoice_url: null,
  invoice_pdf: null,
};

test('amounts in the invoice currency', () => {
  expect(formatAmount(9.99, 'usd')).toBe('$9.99');
  expect(formatAmount(0, 'eur')).toBe('€0.00');
});

test('an open invoice shows what is due, a paid one what was paid', () => {
  expect(invoiceAmount(INVOICE)).toBe('$9.99');
  expect(invoiceAmount({ ...INVOICE, status: 'paid', amount_paid: 0 })).toBe('$0.00');
});

test('status colours, default for unknown', () => {
  expect(invoiceStatusColor('paid')).toBe('green');
  expect(invoiceStatusColor('draft')).toBe('default');
});
