/** The catalogue's errors of the notification providers (SPEC 20): FCM, APNs, Twilio, SendGrid, custom. */
import { ApiError } from './errors.ts';

/** FCM or APNs: a provider id the app already has for that service. */
export const pushProviderAlreadyExists = (label: string, providerId: string): ApiError =>
  new ApiError('ERR_PROVIDER_ALREADY_EXISTS', `The ${label} provider ${providerId} already exists.`);

export const pushProviderNotFound = (label: string, providerId: string): ApiError =>
  new ApiError('ERR_PROVIDER_NOT_FOUND', `The ${label} provider ${providerId} does not exist.`);

/** Twilio, SendGrid or a custom provider: one of each per app, so a second save is refused. */
export const providerAlreadyConfigured = (label: string): ApiError =>
  new ApiError(
    'ERR_PROVIDER_ALREADY_EXISTS',
    `The ${label} provider is already configured: update it with PUT or delete it first.`,
  );

export const providerNotConfigured = (label: string): ApiError =>
  new ApiError('ERR_PROVIDER_NOT_FOUND', `No ${label} provider is configured for the app.`);

/** A field of a provider the schema lets pass but the rule refuses (a URL that does not parse, Basic auth without its credentials). */
export const providerFieldInvalid = (field: string, problem: string): ApiError =>
  new ApiError('ERR_BAD_REQUEST', `The provider's ${field} ${problem}.`, {
    details: { [field]: [problem] },
  });
