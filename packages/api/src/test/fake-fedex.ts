import { startFakeServer, type IFakeServer } from './fake-server.js';

export const FEDEX_CREDENTIALS = {
  clientId: 'fedex-client',
  clientSecret: 'fedex-secret',
  accountNumber: '740561073',
  shipFromZip: '97201',
};

/** Net charges the fake FedEx answers per service, in dollars. */
export const FEDEX_RATES: Record<string, number> = {
  FEDEX_2_DAY: 45.67,
  FEDEX_EXPRESS_SAVER: 38.2,
  FEDEX_2_DAY_FREIGHT: 612.5,
  FEDEX_3_DAY_FREIGHT: 498.75,
};

/** normal; slow (answers after `slowMs`); down (500); unserved (FedEx's address error). */
export type TFedexMode = 'normal' | 'slow' | 'down' | 'unserved';

export interface IFakeFedex extends IFakeServer {
  mode: TFedexMode;
  slowMs: number;
  /** Token lifetime FedEx states, in seconds. */
  expiresIn: number;
  tokensIssued: number;
  /** Rate request bodies that passed the checks, parsed. */
  rateBodies: Record<string, unknown>[];
  /** Why a request was refused, when the fake found our request malformed. */
  complaints: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * FedEx's OAuth and Rate API as far as the shop uses them, strict about what we send: a client-credentials form
 * with the right id and secret, then a bearer token it issued and a rate request of the documented shape.
 */
export async function startFakeFedex(): Promise<IFakeFedex> {
  const issued = new Set<string>();
  const state = {
    mode: 'normal' as TFedexMode,
    slowMs: 1_500,
    expiresIn: 3600,
    tokensIssued: 0,
    rateBodies: [] as Record<string, unknown>[],
    complaints: [] as string[],
  };
  const refuse = (why: string) => {
    state.complaints.push(why);
    return { status: 400, body: { errors: [{ code: 'BAD.REQUEST.ERROR', message: why }] } };
  };
  const server = await startFakeServer(async (req) => {
    if (state.mode === 'slow') await sleep(state.slowMs);
    if (state.mode === 'down')
      return { status: 503, body: { errors: [{ code: 'SERVICE.UNAVAILABLE.ERROR' }] } };
    if (req.method === 'POST' && req.path === '/oauth/token') {
      const form = new URLSearchParams(req.body);
      if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
        return refuse('token request is not a form');
      if (
        form.get('grant_type') !== 'client_credentials' ||
        form.get('client_id') !== FEDEX_CREDENTIALS.clientId ||
        form.get('client_secret') !== FEDEX_CREDENTIALS.clientSecret
      )
        return { status: 401, body: { errors: [{ code: 'NOT.AUTHORIZED.ERROR' }] } };
      const token = `tok-${++state.tokensIssued}`;
      issued.add(token);
      return {
        status: 200,
        body: { access_token: token, token_type: 'bearer', expires_in: state.expiresIn, scope: 'CXS' },
      };
    }
    if (req.method === 'POST' && req.path === '/rate/v1/rates/quotes') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!token || !issued.has(token))
        return { status: 401, body: { errors: [{ code: 'NOT.AUTHORIZED.ERROR' }] } };
      const body = JSON.parse(req.body) as {
        accountNumber?: { value?: string };
        requestedShipment?: {
          shipper?: { address?: { postalCode?: string; countryCode?: string } };
          recipient?: {
            address?: { postalCode?: string; stateOrProvinceCode?: string; countryCode?: string };
          };
          pickupType?: string;
          serviceType?: string;
          requestedPackageLineItems?: {
            weight?: { units?: string; value?: number };
            dimensions?: { units?: string; length?: number };
          }[];
        };
      };
      const shipment = body.requestedShipment;
      if (body.accountNumber?.value !== FEDEX_CREDENTIALS.accountNumber)
        return refuse('wrong account number');
      if (shipment?.shipper?.address?.postalCode !== FEDEX_CREDENTIALS.shipFromZip)
        return refuse('wrong shipper');
      if (!shipment.recipient?.address?.postalCode || shipment.recipient.address.countryCode !== 'US')
        return refuse('no recipient');
      if (!shipment.pickupType) return refuse('no pickupType');
      const items = shipment.requestedPackageLineItems ?? [];
      if (
        items.length === 0 ||
        items.some(
          (i) => i.weight?.units !== 'LB' || !(Number(i.weight.value) > 0) || i.dimensions?.units !== 'IN',
        )
      )
        return refuse('package line items need a weight in LB and dimensions in IN');
      const rate = FEDEX_RATES[shipment.serviceType ?? ''];
      if (rate === undefined) return refuse(`unknown serviceType ${shipment.serviceType}`);
      if (state.mode === 'unserved')
        return {
          status: 400,
          body: {
            errors: [{ code: 'RECIPIENT.POSTALCODE.INVALID', message: 'Recipient postal code invalid' }],
          },
        };
      state.rateBodies.push(body as Record<string, unknown>);
      return {
        status: 200,
        body: {
          transactionId: 'fake',
          output: {
            rateReplyDetails: [
              {
                serviceType: shipment.serviceType,
                ratedShipmentDetails: [
                  { rateType: 'LIST', totalNetCharge: rate + 10, currency: 'USD' },
                  { rateType: 'ACCOUNT', totalNetCharge: rate, currency: 'USD' },
                ],
              },
            ],
          },
        },
      };
    }
    return { status: 404, body: {} };
  });
  return Object.assign(state, server);
}
