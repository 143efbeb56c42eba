import { CHECKOUT_MESSAGES, type TShippingAddress } from '@shop/domain';
import { FieldValidationError, ProviderUnavailableError } from '../errors.js';
import type { IParcelBox } from './parcels.js';

export interface IFedexConfig {
  /** FEDEX_API_URL: https://apis.fedex.com in production, https://apis-sandbox.fedex.com for tests with FedEx. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  accountNumber: string;
  /** The warehouse's ZIP code, where every shipment starts. */
  shipFromZip: string;
  /** How long one call to FedEx may take before the quote gives up (FEDEX_TIMEOUT_MS). */
  timeoutMs: number;
}

export interface IFedexRateRequest {
  serviceType: string;
  recipient: TShippingAddress;
  boxes: readonly IParcelBox[];
}

/** A token is renewed this long before FedEx says it expires, so that no request goes out with a dying one. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * FedEx error codes that mean "this destination cannot be served" rather than "FedEx is broken": the customer
 * can fix those by correcting the address, so they become field errors.
 */
const ADDRESS_ERROR = /POSTAL|RECIPIENT|DESTINATION|STATE|ADDRESS|NOSERVICE|ORIGINDESTINATION/i;

interface IFedexErrorBody {
  errors?: { code?: string; message?: string }[];
}

interface IFedexRateBody extends IFedexErrorBody {
  output?: {
    rateReplyDetails?: {
      serviceType?: string;
      ratedShipmentDetails?: { rateType?: string; totalNetCharge?: number | string; currency?: string }[];
    }[];
  };
}

class CarrierDown extends ProviderUnavailableError {
  constructor(detail: string, cause?: unknown) {
    super(CHECKOUT_MESSAGES.carrierDown, 60, { cause: cause ?? new Error(detail) });
  }
}

/**
 * The FedEx REST Rate API: an OAuth client-credentials token (kept until shortly before it expires), then one
 * rate quote per service. Every call has a deadline; a slow or failing FedEx becomes CarrierDown (503 with the
 * customer's sentence), an address FedEx cannot serve becomes a 422 on the address.
 */
export class FedexClient {
  private token: { value: string; expiresAt: number } | undefined;
  private pendingToken: Promise<string> | undefined;

  constructor(private readonly config: IFedexConfig) {}

  /** The account's net charge in cents for the boxes from the warehouse to the recipient. */
  async rateCents(request: IFedexRateRequest): Promise<number> {
    let response = await this.post('/rate/v1/rates/quotes', this.rateBody(request), await this.accessToken());
    if (response.status === 401) {
      // FedEx revoked the token before its time (a rotated secret): get a fresh one once.
      this.token = undefined;
      response = await this.post('/rate/v1/rates/quotes', this.rateBody(request), await this.accessToken());
    }
    const body = (await response.json().catch(() => ({}))) as IFedexRateBody;
    if (!response.ok) throw this.failure(response.status, body);
    const reply = body.output?.rateReplyDetails?.find((r) => r.serviceType === request.serviceType);
    const details = reply?.ratedShipmentDetails ?? [];
    const rated = details.find((d) => d.rateType === 'ACCOUNT') ?? details[0];
    const charge = Number(rated?.totalNetCharge);
    if (!rated || !Number.isFinite(charge) || charge < 0)
      throw new CarrierDown(`FedEx answered no ${request.serviceType} rate`);
    return Math.round(charge * 100);
  }

  private rateBody({ serviceType, recipient, boxes }: IFedexRateRequest) {
    return {
      accountNumber: { value: this.config.accountNumber },
      rateRequestControlParameters: { returnTransitTimes: false },
      requestedShipment: {
        shipper: { address: { postalCode: this.config.shipFromZip, countryCode: 'US' } },
        recipient: {
          address: {
            streetLines: [recipient.addressLine1, recipient.addressLine2].filter(Boolean),
            city: recipient.city,
            stateOrProvinceCode: recipient.state,
            postalCode: recipient.postalCode,
            countryCode: 'US',
            residential: true,
          },
        },
        pickupType: 'DROPOFF_AT_FEDEX_LOCATION',
        serviceType,
        packagingType: 'YOUR_PACKAGING',
        rateRequestType: ['ACCOUNT'],
        requestedPackageLineItems: boxes.map((box) => ({
          groupPackageCount: box.count,
          weight: { units: 'LB', value: box.weightLb },
          dimensions: { length: box.lengthIn, width: box.widthIn, height: box.heightIn, units: 'IN' },
        })),
      },
    };
  }

  private failure(status: number, body: IFedexErrorBody): Error {
    const codes = (body.errors ?? []).map((e) => e.code ?? '').join(', ');
    if ((status === 400 || status === 422) && ADDRESS_ERROR.test(codes))
      return new FieldValidationError({
        'address.postalCode': [CHECKOUT_MESSAGES.addressUnserved],
      });
    return new CarrierDown(`FedEx answered ${status} ${codes}`);
  }

  /** One token for all requests of this process; concurrent quotes wait for the same token request. */
  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    this.pendingToken ??= this.fetchToken().finally(() => (this.pendingToken = undefined));
    return this.pendingToken;
  }

  private async fetchToken(): Promise<string> {
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: this.config.clientId,
      client_secret: this.config.clientSecret,
    });
    const response = await this.send('/oauth/token', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const body = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!response.ok || !body.access_token)
      throw new CarrierDown(`FedEx refused the token request (${response.status})`);
    const lifetimeMs = Math.max(0, (Number(body.expires_in) || 0) * 1000 - TOKEN_MARGIN_MS);
    this.token = { value: body.access_token, expiresAt: Date.now() + lifetimeMs };
    return body.access_token;
  }

  private post(path: string, body: unknown, token: string): Promise<Response> {
    return this.send(path, {
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
        'X-locale': 'en_US',
      },
      body: JSON.stringify(body),
    });
  }

  private async send(
    path: string,
    init: { headers: Record<string, string>; body: string },
  ): Promise<Response> {
    try {
      return await fetch(`${this.config.apiUrl.replace(/\/+$/, '')}${path}`, {
        method: 'POST',
        ...init,
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (error) {
      throw new CarrierDown(`FedEx did not answer ${path}`, error);
    }
  }
}
