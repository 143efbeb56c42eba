import { z } from 'zod';
import { ZId } from '../common/fields.js';

/** Who carries a shipment: the parcel carriers, the shop's own delivery crew, or anyone else. */
export const SHIPMENT_CARRIERS = ['fedex', 'ups', 'usps', 'crew', 'other'] as const;
export type TShipmentCarrier = (typeof SHIPMENT_CARRIERS)[number];

export const CARRIER_LABELS: Record<TShipmentCarrier, string> = {
  fedex: 'FedEx',
  ups: 'UPS',
  usps: 'USPS',
  crew: 'Our delivery crew',
  other: 'Other carrier',
};

/** The carriers whose parcels are followed by a tracking number: a shipment with them needs one. */
const TRACKED: ReadonlySet<TShipmentCarrier> = new Set(['fedex', 'ups', 'usps']);

/** Each carrier's public tracking page for one number; null where there is none (our crew, other carriers). */
export function trackingLink(carrier: string, trackingNumber: string): string | null {
  const number = encodeURIComponent(trackingNumber.replace(/\s+/g, ''));
  if (!number) return null;
  switch (carrier) {
    case 'fedex':
      return `https://www.fedex.com/fedextrack/?trknbr=${number}`;
    case 'ups':
      return `https://www.ups.com/track?tracknum=${number}`;
    case 'usps':
      return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`;
    default:
      return null;
  }
}

export const SHIPMENT_MESSAGES = {
  linesRequired: 'Choose at least one item to ship.',
  trackingRequired: 'Enter the tracking number: FedEx, UPS and USPS parcels are followed by it.',
  trackingInvalid: 'A tracking number has letters, digits, spaces or dashes only.',
  lineUnknown: 'That item is not in this order.',
  lineTwice: 'Name each item once.',
  nothingLeft: 'Everything in this order has shipped already.',
  notPrepared: 'Start preparing the order before shipping part of it.',
  alreadyDelivered: 'This shipment was marked delivered already.',
  deliveredInFuture: 'The delivery date cannot be in the future.',
  deliveredBeforeShipped: 'The delivery date cannot be before the day it shipped.',
  shippedPartly: 'Part of this order has shipped, so it cannot be cancelled: refund the rest instead.',
} as const;

const ZShipmentTracking = z
  .string()
  .trim()
  .max(60, 'At most 60 characters.')
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, SHIPMENT_MESSAGES.trackingInvalid);

/** A day, YYYY-MM-DD. */
const ZDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'Enter a real date.');

/** POST /api/order/{id}/shipments: the lines and quantities in the parcel, its carrier and tracking numbers. */
export const ZCreateShipmentInput = z
  .object({
    id: ZId,
    carrier: z.enum(SHIPMENT_CARRIERS, { error: 'Choose the carrier.' }),
    trackingNumbers: z.array(ZShipmentTracking).max(10, 'At most 10 tracking numbers.').default([]),
    lines: z
      .array(
        z.object({
          orderLineId: ZId,
          quantity: z.coerce
            .number<number>()
            .int('Enter a whole number.')
            .min(1, 'Ship at least one.')
            .max(999),
        }),
      )
      .min(1, SHIPMENT_MESSAGES.linesRequired)
      .max(200),
  })
  .superRefine((input, ctx) => {
    const tracking = input.trackingNumbers.filter(Boolean);
    if (TRACKED.has(input.carrier) && tracking.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['trackingNumbers'],
        message: SHIPMENT_MESSAGES.trackingRequired,
      });
    const seen = new Set<number>();
    input.lines.forEach((line, index) => {
      if (seen.has(line.orderLineId))
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'orderLineId'],
          message: SHIPMENT_MESSAGES.lineTwice,
        });
      seen.add(line.orderLineId);
    });
  });
export type TCreateShipmentInput = z.input<typeof ZCreateShipmentInput>;
export type TCreateShipment = z.output<typeof ZCreateShipmentInput>;

/** POST /api/order/{id}/shipments/{shipmentId}/deliver: on the given day, today (UTC) without one. */
export const ZDeliverShipmentInput = z.object({ id: ZId, shipmentId: ZId, deliveredOn: ZDay.optional() });
export type TDeliverShipmentInput = z.infer<typeof ZDeliverShipmentInput>;

/** GET /api/order/{id}/shipments. */
export const ZOrderShipmentsInput = z.object({ id: ZId });

export const ZShipment = z.object({
  id: z.number().int(),
  /** 1, 2, 3… in the order they shipped. */
  sequence: z.number().int(),
  carrier: z.enum(SHIPMENT_CARRIERS),
  carrierLabel: z.string(),
  /** Each tracking number with its carrier's tracking page (null where the carrier has none). */
  tracking: z.array(z.object({ number: z.string(), url: z.string().nullable() })),
  status: z.enum(['shipped', 'delivered']),
  /** The day it arrived (YYYY-MM-DD), null while on its way. */
  deliveredOn: z.string().nullable(),
  shippedAt: z.string(),
  lines: z.array(
    z.object({
      orderLineId: z.number().int(),
      productName: z.string(),
      sku: z.string(),
      optionsText: z.string(),
      quantity: z.number().int(),
    }),
  ),
});
export type TShipment = z.infer<typeof ZShipment>;

/** What is still to ship of each line, and how much of it may ship now (a made-to-order part waits to be made). */
export const ZShippableLine = z.object({
  orderLineId: z.number().int(),
  shipped: z.number().int(),
  remaining: z.number().int(),
  shippableNow: z.number().int(),
});
export type TShippableLine = z.infer<typeof ZShippableLine>;

export const ZOrderShipments = z.object({
  shipments: z.array(ZShipment),
  lines: z.array(ZShippableLine),
});
export type TOrderShipments = z.infer<typeof ZOrderShipments>;
