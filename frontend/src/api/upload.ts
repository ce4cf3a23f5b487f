import { MessageKeys } from '@rent/domain';
import { ApiError, apiHeaders, leaveOnUnauthorized } from './http';
import { getToken, rememberWrite } from './session';

/**
 * Sends a multipart form, or a file as the body itself (its type in `headers`), with the session's headers,
 * reporting how much has gone (0 to 1) for the page's progress bar: fetch cannot tell upload progress,
 * XMLHttpRequest can. Answers the API's JSON, or throws its refusal as an ApiError, as `api` does.
 */
export function apiUpload<T>(
  path: string,
  form: FormData | Blob,
  headers: Record<string, string>,
  onProgress: (sent: number) => void,
): Promise<T> {
  const sentToken = getToken();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    apiHeaders(headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', MessageKeys.fetchError));
    xhr.onload = () => {
      const json = (xhr.responseText ? JSON.parse(xhr.responseText) : {}) as Record<string, unknown>;
      if (xhr.status >= 200 && xhr.status < 300) {
        if (typeof json.position === 'string') rememberWrite(json.position);
        return resolve(json as T);
      }
      leaveOnUnauthorized(xhr.status, sentToken);
      reject(
        new ApiError(
          xhr.status,
          String(json.code ?? 'ERROR'),
          String(json.message ?? MessageKeys.errorOccurred),
          (json.errors as Record<string, string>) ?? {},
          (json.params as Record<string, string | number>) ?? {},
        ),
      );
    };
    xhr.send(form);
  });
}
