// The Kubernetes manifests, checked offline: the committed file is what render.mjs writes, every object is
// valid against the Kubernetes schemas (kubernetes-models' validators), and the objects fit together and
// with the rest of the repository (selectors, probes, autoscalers, the gateway's upstreams, the environment
// docker-compose.yml gives each service).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

// Native import() of ES modules (jest would otherwise rewrite it to require()).
const importModule = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;

interface Container {
  name: string;
  ports?: { name: string; containerPort: number }[];
  env?: { name: string }[];
  envFrom?: { configMapRef: { name: string } }[];
  readinessProbe?: { httpGet?: { path: string; port: string } };
  livenessProbe?: { httpGet?: { path: string; port: string } };
}
interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  spec?: any;
  data?: Record<string, string>;
}
type Validatable = { validate(): void };

const ROOT = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
let objects: K8sObject[];
let rendered: string;

/** The kubernetes-models class for an object's apiVersion and kind (core objects live under `v1`). */
async function model(object: K8sObject): Promise<new (data: unknown) => Validatable> {
  const group = (await importModule(`kubernetes-models/${object.apiVersion}`)) as Record<string, unknown>;
  const Model = group[object.kind];
  if (typeof Model !== 'function') throw new Error(`no schema for ${object.apiVersion} ${object.kind}`);
  return Model as new (data: unknown) => Validatable;
}

const find = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name);
const ofKind = (kind: string) => objects.filter((o) => o.kind === kind);
const container = (deployment: K8sObject): Container => deployment.spec.template.spec.containers[0];

beforeAll(async () => {
  const { renderManifests } = (await importModule(path.join(__dirname, 'render.mjs'))) as {
    renderManifests(): string;
  };
  rendered = renderManifests();
  objects = yaml.loadAll(read('k8s/vantage.yaml')) as K8sObject[];
});

test('k8s/vantage.yaml is exactly what render.mjs writes (edit the table, then npm run render -w k8s)', () => {
  expect(read('k8s/vantage.yaml')).toBe(rendered);
});

test('every object is valid against the Kubernetes schemas, and the validator does reject a broken one', async () => {
  expect(objects.length).toBeGreaterThan(30);
  for (const object of objects) {
    const Model = await model(object);
    expect(() => new Model(object).validate()).not.toThrow();
  }
  const deployment = find('Deployment', 'svc-sports')!;
  const broken = { ...deployment, spec: { ...deployment.spec, replicas: 'two' } };
  const Deployment = await model(deployment);
  expect(() => new Deployment(broken).validate()).toThrow(/replicas/);
});

test('each Deployment has a Service that selects its pods on a port it listens on; namespaced objects share one namespace', () => {
  for (const deployment of ofKind('Deployment')) {
    const name = deployment.metadata.name;
    const service = find('Service', name);
    expect(service?.spec.selector).toEqual(deployment.spec.template.metadata.labels);
    expect(deployment.spec.selector.matchLabels).toEqual(deployment.spec.template.metadata.labels);
    const ports = (container(deployment).ports ?? []).map((p) => p.containerPort);
    expect(ports).toContain(service?.spec.ports[0].targetPort);
  }
  const namespaces = new Set(objects.filter((o) => o.kind !== 'Namespace').map((o) => o.metadata.namespace));
  expect([...namespaces]).toEqual([ofKind('Namespace')[0].metadata.name]);
});

test('the services are probed on the kit health endpoints and scaled by an autoscaler with a disruption budget', () => {
  const services = ofKind('Deployment').filter((d) => d.metadata.name.startsWith('svc-'));
  expect(services.map((d) => d.metadata.name).sort()).toEqual(['svc-auth', 'svc-billing', 'svc-sports']);
  for (const deployment of services) {
    const { readinessProbe, livenessProbe, ports } = container(deployment);
    expect(readinessProbe?.httpGet).toEqual({ path: '/readyz', port: ports![0].name });
    expect(livenessProbe?.httpGet).toEqual({ path: '/healthz', port: ports![0].name });
    const hpa = find('HorizontalPodAutoscaler', deployment.metadata.name);
    expect(hpa?.spec.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: deployment.metadata.name,
    });
    expect(hpa?.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(find('PodDisruptionBudget', deployment.metadata.name)).toBeDefined();
  }
  for (const hpa of ofKind('HorizontalPodAutoscaler'))
    expect(find('Deployment', hpa.spec.scaleTargetRef.name)).toBeDefined();
});

test('the gateway image’s upstreams are Services on those ports, and the Ingress reaches the gateway', () => {
  const upstreams = [...read('docker/Dockerfile').matchAll(/[A-Z]+_UPSTREAM=([a-z-]+):(\d+)/g)];
  expect(upstreams.length).toBe(7);
  for (const [, host, port] of upstreams) expect(find('Service', host)?.spec.ports[0].port).toBe(Number(port));
  const backend = ofKind('Ingress')[0].spec.rules[0].http.paths[0].backend.service;
  expect(find('Service', backend.name)?.spec.ports[0].port).toBe(backend.port.number);
});

test('each service and the gateway get every setting docker-compose.yml gives them; PostgreSQL and Redis are external', () => {
  const compose = yaml.load(read('docker-compose.yml')) as {
    services: Record<string, { environment?: Record<string, string | number> }>;
  };
  const config = find('ConfigMap', 'vantage-config')!.data!;
  for (const deployment of ofKind('Deployment').filter((d) => d.metadata.name.startsWith('svc-'))) {
    const { env = [], envFrom = [] } = container(deployment);
    expect(envFrom).toEqual([{ configMapRef: { name: 'vantage-config' } }]);
    const provided = new Set([...Object.keys(config), ...env.map((e) => e.name)]);
    const expected = Object.keys(compose.services[deployment.metadata.name].environment ?? {}).filter(
      (name) => name !== 'MAIL_FROM', // has a default in compose and in svc-auth
    );
    expect(expected.filter((name) => !provided.has(name))).toEqual([]);
  }
  // The gateway's trusted proxies (the Ingress controller) are set when its container starts, as in compose.
  const gatewayEnv = (container(find('Deployment', 'gateway')!).env ?? []).map((e) => e.name);
  expect(Object.keys(compose.services.gateway.environment ?? {}).filter((name) => !gatewayEnv.includes(name))).toEqual(
    [],
  );
  for (const dependency of ['postgres', 'redis']) expect(find('Service', dependency)?.spec.type).toBe('ExternalName');
  expect(ofKind('StatefulSet')).toEqual([]);
});

test('the backup CronJob runs what compose’s backup profile runs, on the database secret and the media volume', () => {
  const compose = yaml.load(read('docker-compose.yml')) as {
    services: Record<string, { profiles?: string[]; command?: string[]; volumes?: string[] }>;
  };
  const job = find('CronJob', 'backup')!;
  const pod = job.spec.jobTemplate.spec.template.spec;
  const [backup] = pod.containers;
  // The same script and retention flag; compose's keep is a variable, the CronJob's a number.
  expect(compose.services.backup.profiles).toEqual(['backup']);
  expect(backup.command.slice(0, 5)).toEqual(compose.services.backup.command!.slice(0, 5));
  expect(Number(backup.command[5])).toBeGreaterThanOrEqual(1);
  expect(job.spec.concurrencyPolicy).toBe('Forbid');
  expect(backup.env).toContainEqual({
    name: 'DATABASE_URL',
    valueFrom: { secretKeyRef: { name: 'vantage-secrets', key: 'DATABASE_URL' } },
  });
  const mounts = Object.fromEntries(
    backup.volumeMounts.map((m: { name: string; mountPath: string }) => [m.mountPath, m]),
  );
  expect(mounts['/media']).toMatchObject({ name: 'media', readOnly: true });
  expect(mounts['/backups'].name).toBe('backups');
  const claims = pod.volumes.map(
    (v: { persistentVolumeClaim: { claimName: string } }) => v.persistentVolumeClaim.claimName,
  );
  for (const claim of claims) expect(find('PersistentVolumeClaim', claim)).toBeDefined();
});
