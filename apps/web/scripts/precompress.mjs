// Writes .br and .gz beside every built text asset, once at build time: the server sends those as they are
// (@fastify/static's preCompressed) instead of compressing the same bytes again for every visitor.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? 'dist');
const TEXT = /\.(js|css|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

let files = 0;
for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const bytes = fs.readFileSync(file);
  if (bytes.length < MIN_BYTES) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
  files++;
}
console.log(`precompressed ${files} files in ${path.relative(process.cwd(), dir) || '.'}`);
