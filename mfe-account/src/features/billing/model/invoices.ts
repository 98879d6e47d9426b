import type { Invoice } from '@vantage/contracts/billing';

/** "$9.99" in the invoice's currency (amounts come in major units). */
export function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount);
}

/** What the invoice charged: the paid amount once paid, else what is due. */
export function invoiceAmount(invoice: Invoice): string {
  return formatAmount(invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due, invoice.currency);
}

const STATUS_COLORS: Record<string, string> = { paid: 'green', open: 'blue', uncollectible: 'red', void: 'default' };

export function invoiceStatusColor(status: string): string {
  return STATUS_COLORS[status] ?? 'default';
}
