import type { FastifyRequest } from 'fastify';
import type { UploadEndpoint } from '../contract.js';
import { invalidInput, tooLarge, unsupportedMediaType, type DomainError } from '../domain/errors.js';
import { UPLOAD_MESSAGES } from './messages.js';

/** A form's text fields as strings and its file as a `File`: what an upload endpoint's schema reads. */
export type MultipartForm = Record<string, string | File>;

/** Enough for any form of ours; more is a malformed or hostile request. */
const LIMITS = { files: 1, fields: 10, parts: 11, fieldSize: 10_000, fieldNameSize: 100 };

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

/** @fastify/multipart's and busboy's errors, in words the screen can show; never a 500. */
function uploadError(error: unknown, limits: UploadEndpoint['multipart']): DomainError {
  switch (errorCode(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(limits.tooLargeMessage);
    case 'FST_FILES_LIMIT':
      return invalidInput(UPLOAD_MESSAGES.oneFile);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return invalidInput(UPLOAD_MESSAGES.tooManyFields);
    default:
      // A truncated or malformed body (busboy's "Unexpected end of form", a bad boundary, …).
      return invalidInput(UPLOAD_MESSAGES.malformed);
  }
}

/**
 * Reads a multipart body into one object: the first value of each field, files read into memory
 * up to the endpoint's limit (busboy stops counting there, so an oversized file is never held
 * whole). The file's declared type is kept only as a hint; what it is gets decided from its bytes.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  limits: UploadEndpoint['multipart'],
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw unsupportedMediaType(UPLOAD_MESSAGES.notMultipart);
  const form: MultipartForm = {};
  try {
    for await (const part of request.parts({ limits: { ...LIMITS, fileSize: limits.maxFileBytes } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        form[part.fieldname] ??= new File([bytes], part.filename, { type: part.mimetype });
      } else if (typeof part.value === 'string') {
        form[part.fieldname] ??= part.value;
      }
    }
  } catch (error) {
    throw uploadError(error, limits);
  }
  return form;
}
