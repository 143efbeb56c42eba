export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** The header our CSRF guard requires on every state-changing request (DESIGN section 4). */
export const XHR_HEADER = {
  name: 'X-Requested-With',
  in: 'header',
  required: true,
  description: 'Must be XMLHttpRequest on every state-changing request; without it the call answers 403.',
  schema: { type: 'string', enum: ['XMLHttpRequest'] },
};

/**
 * Calls that cannot be procedures (multipart upload, image bytes) are plain Fastify routes; they are described
 * here by hand so that the document lists every call.
 */
export const handWrittenPaths = {
  '/upload': {
    post: {
      operationId: 'upload-image',
      tags: ['images'],
      summary:
        'Upload an image (staff): jpeg, png or jpg, checked by content, re-encoded, stored under a new name',
      security: [{ staffSession: [] }],
      parameters: [XHR_HEADER],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { file: { type: 'string', format: 'binary' } },
              required: ['file'],
            },
          },
        },
      },
      responses: {
        '200': {
          description: 'Stored',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { key: { type: 'string' }, url: { type: 'string' } },
                required: ['key', 'url'],
              },
            },
          },
        },
        '401': errorResponse('No staff session'),
        '403': errorResponse('The X-Requested-With header is missing'),
        '422': errorResponse('Not an acceptable image: `errors.file` says why'),
      },
    },
  },
  '/get-image/': {
    get: {
      operationId: 'get-image',
      tags: ['images'],
      security: [],
      summary: 'A stored image resized to a width, as WebP, AVIF or JPEG (by `format` or the Accept header)',
      parameters: [
        { name: 'path', in: 'query', required: true, schema: { type: 'string' } },
        { name: 'w', in: 'query', required: false, schema: { type: 'integer' } },
        {
          name: 'format',
          in: 'query',
          required: false,
          schema: { type: 'string', enum: ['webp', 'avif', 'jpeg'] },
        },
      ],
      responses: {
        '200': {
          description: 'Image bytes',
          content: {
            'image/webp': { schema: { type: 'string', format: 'binary' } },
            'image/avif': { schema: { type: 'string', format: 'binary' } },
            'image/jpeg': { schema: { type: 'string', format: 'binary' } },
          },
        },
        '404': errorResponse('No such image'),
      },
    },
  },
};
