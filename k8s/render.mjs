// Renders k8s/vantage.yaml from the table below (`npm run render -w k8s`): one place decides names, ports,
// probes and scaling, so the three services, four frontends and the gateway cannot drift apart. The test
// checks that the committed file is this output and validates it against the Kubernetes schemas.
// PostgreSQL and Redis are external dependencies (ExternalName services: point them at your managed
// instances); the Secret `vantage-secrets` is created by the operator, never committed (README, Operations).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';

const NAMESPACE = 'vantage';
const IMAGE_PREFIX = 'vantage/'; // `kustomize edit set image` or your CI's registry replaces it
const VERSION = '0.1.0';
const HOST = 'vantage.example.com';

/** The Express services: every replica is stateless (PostgreSQL, Redis and the media volume hold the state). */
export const SERVICES = [
  {
    name: 'svc-auth',
    port: 4001,
    // One core per replica, so the autoscaler's 70 % is 0.7 core (the README's capacity plan counts that way);
    // argon2id logins are the CPU-heaviest request (bench: 31.8 logins/s per core).
    resources: { cpu: '1', memory: '384Mi', memoryLimit: '768Mi' },
    replicas: { min: 2, max: 10 },
    secrets: [
      'DATABASE_URL',
      'AUTH_KEY_ENCRYPTION_SECRET',
      'SMTP_URL',
      'SUPPORT_EMAIL',
      'VAPID_PUBLIC_KEY',
      'VAPID_PRIVATE_KEY',
    ],
    media: 'rw',
  },
  {
    name: 'svc-sports',
    port: 4002,
    resources: { cpu: '1', memory: '512Mi', memoryLimit: '1Gi' },
    replicas: { min: 2, max: 12 },
    secrets: ['DATABASE_URL'],
  },
  {
    name: 'svc-billing',
    port: 4003,
    resources: { cpu: '250m', memory: '256Mi', memoryLimit: '512Mi' },
    replicas: { min: 2, max: 4 },
    secrets: ['DATABASE_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_BASIC', 'STRIPE_PRICE_PRO'],
  },
];
export const FRONTENDS = [
  { name: 'shell', spa: true },
  { name: 'mfe-games' },
  { name: 'mfe-account' },
  { name: 'mfe-admin' },
];
export const GATEWAY = { name: 'gateway', port: 8080, replicas: { min: 2, max: 6 } };
/**
 * Whose X-Forwarded-For and X-Forwarded-Proto the gateway believes (TRUSTED_PROXIES, read when it starts): the
 * Ingress controller's pods, on the cluster's pod network. Narrow it to your cluster's pod CIDR.
 */
export const INGRESS_PROXIES = '10.0.0.0/8';
/**
 * The nightly backup (docs/operations.md, "Backups and restore"): `scripts/backup.mjs` in the backup image (pg_dump
 * of the same major version as the server, and node), every service's database and the pictures, into a volume of
 * its own; the `keep` newest backups stay.
 */
export const BACKUP = { schedule: '30 3 * * *', keep: 14, storage: '50Gi' };
/** Hosts of the external dependencies, as the services address them (same names as in docker-compose.yml). */
export const EXTERNAL = { postgres: 'postgres.internal.example.com', redis: 'redis.internal.example.com' };

const labels = (name) => ({ 'app.kubernetes.io/name': name, 'app.kubernetes.io/part-of': 'vantage' });
const meta = (name) => ({ name, namespace: NAMESPACE, labels: labels(name) });
const image = (name) => `${IMAGE_PREFIX}${name}:${VERSION}`;
const httpProbe = (pathname, port, extra = {}) => ({ httpGet: { path: pathname, port }, ...extra });
const restricted = {
  allowPrivilegeEscalation: false,
  capabilities: { drop: ['ALL'] },
};

function deployment(name, replicas, container, volumes = []) {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: meta(name),
    spec: {
      replicas,
      selector: { matchLabels: labels(name) },
      // Never fewer ready pods than asked for during a rollout.
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: { labels: labels(name) },
        spec: {
          securityContext: {
            runAsNonRoot: true,
            runAsUser: 1000,
            fsGroup: 1000,
            seccompProfile: { type: 'RuntimeDefault' },
          },
          terminationGracePeriodSeconds: 30,
          containers: [
            { name, image: image(name), imagePullPolicy: 'IfNotPresent', securityContext: restricted, ...container },
          ],
          ...(volumes.length ? { volumes } : {}),
        },
      },
    },
  };
}

const service = (name, port) => ({
  apiVersion: 'v1',
  kind: 'Service',
  metadata: meta(name),
  spec: { selector: labels(name), ports: [{ name: 'http', port, targetPort: port }] },
});

const autoscaler = (name, { min, max }) => ({
  apiVersion: 'autoscaling/v2',
  kind: 'HorizontalPodAutoscaler',
  metadata: meta(name),
  spec: {
    scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name },
    minReplicas: min,
    maxReplicas: max,
    metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } }],
    // Scale in slowly: a game's first pitch brings the next burst minutes later.
    behavior: { scaleDown: { stabilizationWindowSeconds: 300 } },
  },
});

const disruptionBudget = (name) => ({
  apiVersion: 'policy/v1',
  kind: 'PodDisruptionBudget',
  metadata: meta(name),
  spec: { minAvailable: 1, selector: { matchLabels: labels(name) } },
});

const mediaVolume = { name: 'media', persistentVolumeClaim: { claimName: 'media' } };

function serviceObjects(svc) {
  const container = {
    ports: [{ name: 'http', containerPort: svc.port }],
    envFrom: [{ configMapRef: { name: 'vantage-config' } }],
    env: [
      { name: 'PORT', value: String(svc.port) },
      ...svc.secrets.map((key) => ({ name: key, valueFrom: { secretKeyRef: { name: 'vantage-secrets', key } } })),
    ],
    resources: {
      requests: { cpu: svc.resources.cpu, memory: svc.resources.memory },
      limits: { memory: svc.resources.memoryLimit },
    },
    // The first start migrates (and svc-sports seeds the MLB data): give it up to 5 minutes.
    startupProbe: httpProbe('/healthz', 'http', { periodSeconds: 5, failureThreshold: 60 }),
    readinessProbe: httpProbe('/readyz', 'http', { periodSeconds: 5, failureThreshold: 2 }),
    livenessProbe: httpProbe('/healthz', 'http', { periodSeconds: 10, failureThreshold: 3 }),
    ...(svc.media ? { volumeMounts: [{ name: 'media', mountPath: '/media' }] } : {}),
  };
  return [
    deployment(svc.name, svc.replicas.min, container, svc.media ? [mediaVolume] : []),
    service(svc.name, svc.port),
    autoscaler(svc.name, svc.replicas),
    disruptionBudget(svc.name),
  ];
}

function frontendObjects({ name, spa }) {
  const container = {
    ports: [{ name: 'http', containerPort: 3000 }],
    ...(spa ? { env: [{ name: 'SPA', value: '1' }] } : {}),
    resources: { requests: { cpu: '50m', memory: '64Mi' }, limits: { memory: '128Mi' } },
    // The remotes serve no page at /: their health is the Module Federation manifest the shell loads.
    readinessProbe: httpProbe(spa ? '/' : '/mf-manifest.json', 'http', { periodSeconds: 10 }),
    livenessProbe: httpProbe(spa ? '/' : '/mf-manifest.json', 'http', { periodSeconds: 20 }),
  };
  return [deployment(name, 2, container), service(name, 3000), disruptionBudget(name)];
}

function gatewayObjects() {
  const { name, port, replicas } = GATEWAY;
  const container = {
    ports: [{ name: 'http', containerPort: port }],
    env: [{ name: 'TRUSTED_PROXIES', value: INGRESS_PROXIES }],
    resources: { requests: { cpu: '250m', memory: '64Mi' }, limits: { memory: '256Mi' } },
    readinessProbe: { tcpSocket: { port: 'http' }, periodSeconds: 5 },
    livenessProbe: { tcpSocket: { port: 'http' }, periodSeconds: 10 },
    volumeMounts: [{ name: 'media', mountPath: '/media', readOnly: true }],
  };
  const ingress = {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: meta('vantage'),
    spec: {
      tls: [{ hosts: [HOST], secretName: 'vantage-tls' }],
      rules: [
        {
          host: HOST,
          http: { paths: [{ path: '/', pathType: 'Prefix', backend: { service: { name, port: { number: port } } } }] },
        },
      ],
    },
  };
  return [
    deployment(name, replicas.min, container, [mediaVolume]),
    service(name, port),
    autoscaler(name, replicas),
    disruptionBudget(name),
    ingress,
  ];
}

function sharedObjects() {
  const external = Object.entries(EXTERNAL).map(([name, externalName]) => ({
    apiVersion: 'v1',
    kind: 'Service',
    metadata: meta(name),
    spec: { type: 'ExternalName', externalName },
  }));
  return [
    {
      apiVersion: 'v1',
      kind: 'Namespace',
      metadata: { name: NAMESPACE, labels: { 'app.kubernetes.io/part-of': 'vantage' } },
    },
    {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: meta('vantage-config'),
      data: {
        AUTH_JWKS_URL: 'http://svc-auth:4001/api/auth/jwks.json',
        BILLING_INTERNAL_URL: 'http://svc-billing:4003',
        SPORTS_INTERNAL_URL: 'http://svc-sports:4002',
        PUBLIC_URL: `https://${HOST}`,
        REDIS_URL: 'redis://redis:6379',
        MEDIA_DIR: '/media',
        LOG_LEVEL: 'info',
        TRUST_PROXY: 'uniquelocal',
      },
    },
    ...external,
    {
      // svc-auth writes uploaded pictures, every gateway replica serves them: shared read-write storage.
      apiVersion: 'v1',
      kind: 'PersistentVolumeClaim',
      metadata: meta('media'),
      spec: { accessModes: ['ReadWriteMany'], resources: { requests: { storage: '10Gi' } } },
    },
  ];
}

function backupObjects() {
  const name = 'backup';
  const volumes = [
    { name: 'media', persistentVolumeClaim: { claimName: 'media', readOnly: true } },
    { name: 'backups', persistentVolumeClaim: { claimName: 'backups' } },
  ];
  const container = {
    name,
    image: image(name),
    imagePullPolicy: 'IfNotPresent',
    securityContext: restricted,
    command: ['node', 'scripts/backup.mjs', '--out', '/backups', '--keep', String(BACKUP.keep)],
    env: [
      { name: 'DATABASE_URL', valueFrom: { secretKeyRef: { name: 'vantage-secrets', key: 'DATABASE_URL' } } },
      { name: 'MEDIA_DIR', value: '/media' },
    ],
    resources: { requests: { cpu: '250m', memory: '256Mi' }, limits: { memory: '1Gi' } },
    volumeMounts: [
      { name: 'media', mountPath: '/media', readOnly: true },
      { name: 'backups', mountPath: '/backups' },
    ],
  };
  return [
    {
      apiVersion: 'v1',
      kind: 'PersistentVolumeClaim',
      metadata: meta('backups'),
      spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: BACKUP.storage } } },
    },
    {
      apiVersion: 'batch/v1',
      kind: 'CronJob',
      metadata: meta(name),
      spec: {
        schedule: BACKUP.schedule,
        // One backup at a time; a missed run is not made up in a burst.
        concurrencyPolicy: 'Forbid',
        startingDeadlineSeconds: 3600,
        successfulJobsHistoryLimit: 3,
        failedJobsHistoryLimit: 3,
        jobTemplate: {
          spec: {
            backoffLimit: 2,
            template: {
              metadata: { labels: labels(name) },
              spec: {
                restartPolicy: 'OnFailure',
                securityContext: {
                  runAsNonRoot: true,
                  runAsUser: 1000,
                  fsGroup: 1000,
                  seccompProfile: { type: 'RuntimeDefault' },
                },
                containers: [container],
                volumes,
              },
            },
          },
        },
      },
    },
  ];
}

export function renderManifests() {
  const objects = [
    ...sharedObjects(),
    ...SERVICES.flatMap(serviceObjects),
    ...FRONTENDS.flatMap(frontendObjects),
    ...gatewayObjects(),
    ...backupObjects(),
  ];
  const header = '# Generated by k8s/render.mjs (npm run render -w k8s): edit the table there, not this file.\n';
  return header + objects.map((object) => yaml.dump(object, { lineWidth: 120, noRefs: true })).join('---\n');
}

export const MANIFEST_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'vantage.yaml');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(MANIFEST_FILE, renderManifests());
  console.log(`wrote ${path.relative(process.cwd(), MANIFEST_FILE)}`);
}
