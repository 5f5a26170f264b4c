#!/usr/bin/env node
// How much client JS each ui/ component family adds on top of the React runtime.
// Builds one tiny app per family with Vite (production, minified, tree-shaken) and reports the
// gzip size of its JavaScript, and the difference to the bare React app.
// Usage: node bench/ui-bundle-size.mjs   (from the repository root, after `pnpm install`)
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
// Inside ladle/, whose dependencies (react, react-dom, @bimbel/ui) the entries import.
const work = path.join(root, 'ladle', 'node_modules', '.cache', 'bench-ui-bundle');

/** Each family: the imports and the JSX that keeps them alive after tree shaking. */
const families = {
  'react runtime (baseline)': { imports: '', jsx: '<p>halo</p>' },
  Button: {
    imports: "import { Button } from '@bimbel/ui/button/button';",
    jsx: '<Button onPress={() => {}}>Simpan</Button>',
  },
  Modal: {
    imports: "import { Modal } from '@bimbel/ui/modal/modal';",
    jsx: '<Modal isOpen title="Judul" onOpenChange={() => {}}><p>isi</p></Modal>',
  },
  'Toast (queue + region)': {
    imports: "import { Toaster, showToast } from '@bimbel/ui/toast/toast';",
    jsx: '<><Toaster /><button onClick={() => showToast({ variant: "error", title: "Ada yang salah" })}>x</button></>',
  },
  'Form fields (TextField, PhoneField, Select, TextArea)': {
    imports: [
      "import { TextField } from '@bimbel/ui/text-field/text-field';",
      "import { PhoneField } from '@bimbel/ui/phone-field/phone-field';",
      "import { Select } from '@bimbel/ui/select/select';",
      "import { TextArea } from '@bimbel/ui/text-area/text-area';",
    ].join('\n'),
    jsx: '<><TextField label="Nama" name="name" /><PhoneField name="phone" /><Select label="Kelas" name="grade" options={[{ value: "4", label: "Kelas - 4" }]} /><TextArea label="Kesulitan" name="reason" /></>',
  },
  'OTP input': {
    imports: "import { OtpInput } from '@bimbel/ui/otp-input/otp-input';",
    jsx: '<OtpInput name="code" />',
  },
  'Menu (dropdown)': {
    imports: "import { DropdownMenu } from '@bimbel/ui/menu/menu';",
    jsx: '<DropdownMenu label="Profil" items={[{ id: "a", label: "Profilku" }]} />',
  },
  'Page with Button + Modal + field + toast': {
    imports: [
      "import { Button } from '@bimbel/ui/button/button';",
      "import { Modal } from '@bimbel/ui/modal/modal';",
      "import { TextField } from '@bimbel/ui/text-field/text-field';",
      "import { Toaster, showToast } from '@bimbel/ui/toast/toast';",
    ].join('\n'),
    jsx: '<><Toaster /><Button onPress={() => showToast({ variant: "success", title: "Sip" })}>Simpan</Button><Modal isOpen title="Judul" onOpenChange={() => {}}><TextField label="Nama" name="name" /></Modal></>',
  },
};

async function measure(name, { imports, jsx }) {
  const dir = path.join(work, name.replace(/[^a-z0-9]+/gi, '-').toLowerCase());
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'main.jsx'),
    `import { createRoot } from 'react-dom/client';\n${imports}\nfunction App() { return ${jsx}; }\ncreateRoot(document.getElementById('root')).render(<App />);\n`,
  );
  writeFileSync(path.join(dir, 'index.html'), '<div id="root"></div><script type="module" src="./main.jsx"></script>');
  const output = await build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    esbuild: { jsx: 'automatic' },
    resolve: { dedupe: ['react', 'react-dom'] },
    build: { write: false, minify: true, modulePreload: false },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const js = chunks.filter((chunk) => chunk.type === 'chunk');
  return js.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
}

const rows = [];
let baseline = 0;
for (const [name, family] of Object.entries(families)) {
  try {
    const bytes = await measure(name, family);
    if (!baseline) baseline = bytes;
    rows.push([name, (bytes / 1024).toFixed(1), ((bytes - baseline) / 1024).toFixed(1)]);
  } catch (error) {
    rows.push([name, 'error', String(error.message).split('\n')[0]]);
  }
}
console.log('| family | client JS, KB gzip | added to React, KB gzip |');
console.log('|---|---|---|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
