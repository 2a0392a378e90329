import type { ModuleContent } from '../content-types.js';

/** Operating systems, networks, containers, pipelines, infrastructure as code, the cloud and what keeps production visible. */
export const DEVOPS_MODULES: ModuleContent[] = [
  {
    key: 'linux-fundamentals',
    title: 'Linux Fundamentals',
    summary: 'Find your way around a Linux server: files and permissions, processes, services, packages and logs.',
    estimatedMinutes: 240,
    reviewedOn: '2026-11',
    contentMd: `### Why Linux
Almost every server and container you will operate runs Linux. You will mostly reach it over **SSH** with no graphical interface, so the shell is your tool.

### Files and permissions
Everything hangs off \`/\`: configuration in \`/etc\`, logs in \`/var/log\`, home folders in \`/home\`. Each file has an owner, a group and permissions for each:
\`\`\`bash
ls -l deploy.sh          # -rwxr-x--- 1 ana ops ... deploy.sh
chmod u+x deploy.sh      # let the owner execute it
sudo chown ana:ops app/  # change owner and group
\`\`\`
The ten characters of \`-rwxr-x---\` read: the type (\`-\` a file, \`d\` a directory), then three groups of read, write and execute for the **owner** (\`rwx\`), the **group** (\`r-x\`) and **everyone else** (\`---\`). So ana may run and edit \`deploy.sh\`, members of \`ops\` may read and run it, and nobody else may touch it. In numbers, r = 4, w = 2, x = 1 per group: this file is \`chmod 750\`.

Run as an ordinary user and use \`sudo\` only for the commands that need it.

In shell scripts, variables expand inside double quotes but not single quotes (\`echo "$HOME"\` prints your home folder, \`echo '$HOME'\` prints \`$HOME\`); \`a && b\` runs \`b\` only if \`a\` succeeded and \`a || b\` only if it failed (\`$?\` holds the last command's exit status, 0 for success); and \`set -e\` at the top stops the script at the first command that fails.

### Processes and services
\`\`\`bash
ps aux | grep node            # what is running
top                           # live CPU and memory use
sudo systemctl status nginx   # a service's state and recent log lines
sudo systemctl restart nginx
journalctl -u nginx --since "10 min ago"
\`\`\`

### Packages
Debian and Ubuntu use \`apt\` (\`sudo apt update && sudo apt install -y curl\`); Red Hat family systems use \`dnf\`. Keep servers patched.

### Disk and memory
\`df -h\` shows free disk space and \`free -h\` memory. A full disk is one of the most common causes of outages: logs grow until something fails.

When a web server stops answering, start with the service's state (\`systemctl status\`), its recent logs (\`journalctl -u\`), and the machine's disk and memory (\`df -h\`, \`free -h\`) before changing anything.`,
    resources: [
      { title: 'Linux Journey', url: 'https://linuxjourney.com/', kind: 'interactive' },
      {
        title: 'Ubuntu: The Linux command line for beginners',
        url: 'https://ubuntu.com/tutorials/command-line-for-beginners',
        kind: 'article',
      },
      {
        title: 'OverTheWire: Bandit (practise the shell)',
        url: 'https://overthewire.org/wargames/bandit/',
        kind: 'interactive',
      },
    ],
  },
  {
    key: 'networking-basics',
    title: 'Networking Basics',
    summary: 'IP addresses, ports, DNS, TCP, TLS and load balancers: what happens between a user and your server.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### Addresses and ports
Each machine on a network has an **IP address** (\`203.0.113.10\` in IPv4, longer in IPv6). A **port** picks the program on that machine: 22 for SSH, 80 for HTTP, 443 for HTTPS, 5432 for PostgreSQL. Private ranges such as \`10.0.0.0/8\` and \`192.168.0.0/16\` are not reachable from the internet directly. The number after the slash (CIDR notation) is how many leading bits are fixed: \`10.0.0.0/8\` is every address starting with \`10.\`, \`192.168.0.0/16\` every address starting with \`192.168.\`.

### DNS
DNS turns names into addresses. An \`A\` record maps a name to an IPv4 address, \`AAAA\` to IPv6, \`CNAME\` to another name. Records have a TTL: after you change one, old answers can live in caches until it expires.
\`\`\`bash
dig +short devpath.example A
\`\`\`

### TCP, UDP and TLS
TCP gives reliable, ordered delivery (HTTP/1.1 and HTTP/2, SSH, databases); UDP is fire-and-forget with no delivery guarantee (most DNS lookups, video calls, and QUIC, on which HTTP/3 builds its own reliability). **TLS** encrypts a TCP connection and proves the server's identity with a certificate; that is the "S" in HTTPS.

### Firewalls and load balancers
A **firewall** or security group allows only the ports you need (443 from anywhere, 22 only from your address, the database only from the app servers). A **load balancer** spreads requests over several app servers and stops sending traffic to one that fails its health check.

### Debugging a connection
\`\`\`bash
curl -v https://devpath.example/api/health   # DNS, TLS handshake, response
nc -zv db.internal 5432                      # is the port open?
\`\`\``,
    resources: [
      {
        title: 'Cloudflare Learning Center: What is DNS?',
        url: 'https://www.cloudflare.com/learning/dns/what-is-dns/',
        kind: 'article',
      },
      {
        title: 'MDN: How the web works',
        url: 'https://developer.mozilla.org/en-US/docs/Learn_web_development/Getting_started/Web_standards/How_the_web_works',
        kind: 'docs',
      },
      {
        title: 'Computer Networking: A Top-Down Approach (free resources)',
        url: 'https://gaia.cs.umass.edu/kurose_ross/online_lectures.htm',
        kind: 'video',
      },
    ],
  },
  {
    key: 'containers-docker',
    title: 'Containers with Docker',
    summary: 'Package an application with everything it needs into an image and run it the same way on every machine.',
    estimatedMinutes: 210,
    reviewedOn: '2026-11',
    contentMd: `### Why containers
"It works on my machine" happens when machines differ. A **container image** bundles your app with its runtime and libraries; a **container** is a running instance of it. The same image runs on a laptop, in CI and in production.

### A Dockerfile
\`\`\`dockerfile
FROM node:24-slim AS build
WORKDIR /app
COPY package*.json ./
RUN npm ci
COPY . .
RUN npm run build

FROM node:24-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package*.json ./
RUN npm ci --omit=dev
COPY --from=build /app/dist ./dist
USER node
EXPOSE 3000
CMD ["node", "dist/main.js"]
\`\`\`
This is a **multi-stage build**: the first stage installs everything, including devDependencies such as TypeScript and test tools, and builds; the final image starts again from a clean base, installs only the production dependencies (\`npm ci --omit=dev\`) and copies just the built \`dist\`. Copying the build stage's \`node_modules\` instead would carry every devDependency into production. \`USER node\` avoids running as root. Keep secrets out of the image (pass them at runtime, e.g. as environment variables), and start from a small, maintained base image that you rebuild regularly to pick up its security updates.

Each instruction makes a cached **layer**, and a layer is rebuilt only when what it depends on changes. Copying \`package*.json\` and running \`npm ci\` before \`COPY . .\` means a code change reuses the installed dependencies instead of reinstalling them on every build.

### Everyday commands
\`\`\`bash
docker build -t myapp:1.0 .
docker run -p 3000:3000 --env-file .env myapp:1.0
docker ps        # running containers
docker logs -f <id>
\`\`\`
\`-p 3000:3000\` publishes a port as *host:container*: \`-p 8080:3000\` makes the app listening on port 3000 inside the container reachable on port 8080 of your machine. An **image** is the read-only template; \`docker run\` starts a new **container** from it each time, and many containers can run from one image.

### Several services
**Docker Compose** describes an app and its database in one \`compose.yaml\` and starts them together with \`docker compose up\`. Containers are disposable: anything written inside a container's own filesystem is lost when the container is removed. Keep data in **volumes** or managed databases, and configuration in environment variables.`,
    resources: [
      { title: 'Docker: Get started', url: 'https://docs.docker.com/get-started/', kind: 'docs' },
      {
        title: 'Dockerfile best practices',
        url: 'https://docs.docker.com/build/building/best-practices/',
        kind: 'docs',
      },
      { title: 'Docker Compose overview', url: 'https://docs.docker.com/compose/', kind: 'docs' },
    ],
  },
  {
    key: 'ci-cd-pipelines',
    title: 'CI/CD Pipelines',
    summary: 'Build and test every change automatically, then release it safely and repeatably.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### Continuous integration
On every push or pull request, a **CI** service checks out the code, installs dependencies, builds and runs the tests. A red pipeline stops a broken change before it reaches the main branch.

\`\`\`yaml
# .github/workflows/ci.yml
name: CI
on: [push, pull_request]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v6
      - uses: actions/setup-node@v6
        with: { node-version: 24, cache: npm }
      - run: npm ci
      - run: npm test
\`\`\`

### Continuous delivery and deployment
After CI passes, **CD** builds a release artifact (often a container image tagged with the commit), deploys it to a staging environment and then to production, either automatically or with one approval.

### Releasing safely
- Build once, deploy the same artifact everywhere.
- Run database migrations that old and new code both understand (add a column first, remove the old one in a later release). During a rolling deployment old and new versions run side by side, so a plain \`rename column\` breaks the old pods at once. Rename in steps instead: add the new column; deploy code that writes both columns and reads the new one; copy the old values over; in a later release, drop the old column.
- Roll out gradually (rolling or canary deployments) and watch error rates; roll back by deploying the previous image.
- Keep secrets in the CI system's secret store, never in the workflow file.

### Keep pipelines fast and honest
Cache dependencies, run independent jobs in parallel, and fix flaky tests at once: a pipeline people learn to re-run stops protecting anyone.`,
    resources: [
      { title: 'GitHub Actions documentation', url: 'https://docs.github.com/en/actions', kind: 'docs' },
      {
        title: 'Martin Fowler: Continuous Integration',
        url: 'https://martinfowler.com/articles/continuousIntegration.html',
        kind: 'article',
      },
      { title: 'GitLab CI/CD: Get started', url: 'https://docs.gitlab.com/ci/', kind: 'docs' },
    ],
  },
  {
    key: 'infrastructure-as-code',
    title: 'Infrastructure as Code',
    summary:
      'Describe servers, networks and databases in versioned files, review changes like code, and apply them repeatably.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### The idea
Clicking through a cloud console is quick once and impossible to repeat exactly. **Infrastructure as code** (IaC) describes the desired infrastructure in files kept in Git. A tool compares the files with what exists and makes only the changes needed.

### Terraform in one example
\`\`\`hcl
resource "aws_s3_bucket" "uploads" {
  bucket = "devpath-uploads-prod"
}

resource "aws_s3_bucket_versioning" "uploads" {
  bucket = aws_s3_bucket.uploads.id
  versioning_configuration { status = "Enabled" }
}
\`\`\`
\`\`\`bash
terraform init      # download providers
terraform plan      # show what would change
terraform apply     # make it so
\`\`\`
Always read the **plan** before applying: it says when something will be destroyed and recreated.

### State
Terraform keeps a **state** file that maps your resources to real ones. With state on each laptop, two people each see a different picture of what exists, and their applies overwrite each other. Store it remotely, with locking so that two runs cannot change it at once, and never edit it by hand or commit it to Git: state can hold secrets such as database passwords. Since Terraform 1.10 the S3 backend locks natively with a lock file next to the state (the older DynamoDB lock table is deprecated):
\`\`\`hcl
terraform {
  backend "s3" {
    bucket       = "devpath-terraform-state"
    key          = "prod/terraform.tfstate"
    region       = "eu-central-1"
    use_lockfile = true
  }
}
\`\`\`
Turn on versioning for the state bucket so an earlier state can be recovered.

### Good practice
- Review infrastructure changes in pull requests, like code.
- Use variables and modules for what differs between staging and production.
- Keep secrets out of the files; reference a secret manager.
- Other tools in this space: OpenTofu (an open fork of Terraform), Pulumi (real programming languages), Ansible (configuring machines).`,
    resources: [
      {
        title: 'HashiCorp: Terraform tutorials',
        url: 'https://developer.hashicorp.com/terraform/tutorials',
        kind: 'course',
      },
      { title: 'OpenTofu documentation', url: 'https://opentofu.org/docs/', kind: 'docs' },
    ],
  },
  {
    key: 'cloud-fundamentals',
    title: 'Cloud Fundamentals',
    summary:
      'Compute, storage, managed databases, regions and identity: the building blocks every cloud provider offers, and what they cost.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### The shared building blocks
AWS, Google Cloud and Azure name things differently but offer the same kinds of service:
- **Compute**: virtual machines, containers as a service, serverless functions.
- **Storage**: object storage for files (S3, Cloud Storage, Blob Storage), block disks for machines.
- **Managed databases**: PostgreSQL or MySQL where the provider handles backups, patches and failover.
- **Networking**: private networks, load balancers, DNS, CDNs.
- **Identity and access management (IAM)**: who (people and services) may do what.

### Regions and availability zones
A **region** is a geographic area; it contains several **availability zones**, separate data centres. Spread app servers over zones so one failing data centre does not take you down, and pick regions near your users (and where their data may legally live).

### Responsibility is shared
The provider secures the hardware and the services; you secure your configuration: open ports, public buckets, IAM permissions and your application. Many breaches are a storage bucket left public.

### Least privilege
Give each person and service only the permissions it needs. Use roles for applications instead of long-lived keys, and turn on multi-factor authentication for people.

### Cost
You pay for what runs. Set budgets and alerts, turn off idle environments, and choose managed services when your time is more expensive than theirs.`,
    resources: [
      {
        title: 'AWS Cloud Practitioner Essentials (free course)',
        url: 'https://aws.amazon.com/training/digital/aws-cloud-practitioner-essentials/',
        kind: 'course',
      },
      { title: 'Google Cloud: Overview', url: 'https://cloud.google.com/docs/overview', kind: 'docs' },
      {
        title: 'Microsoft Learn: Azure Fundamentals',
        url: 'https://learn.microsoft.com/en-us/training/paths/microsoft-azure-fundamentals-describe-cloud-concepts/',
        kind: 'course',
      },
    ],
  },
  {
    key: 'kubernetes-basics',
    title: 'Kubernetes Basics',
    summary:
      'Run containers on a cluster with pods, deployments and services, and let Kubernetes keep the desired state.',
    estimatedMinutes: 240,
    reviewedOn: '2026-11',
    contentMd: `### What Kubernetes does
Kubernetes runs containers on a cluster of machines and keeps reality equal to what you declared: "three copies of this image, reachable at this name". If a container or a machine dies, it starts a replacement.

### The core objects
- **Pod**: one or more containers that run together; the smallest unit Kubernetes schedules.
- **Deployment**: how many pods of which image; it rolls out new versions gradually.
- **Service**: a stable name and address in front of the pods of a deployment. Pods are replaced all the time and each new one gets a new IP address, so clients call the Service, which follows the current ready pods.
- **Ingress**: routes outside HTTP traffic to services. The Ingress API is frozen; its successor, the **Gateway API**, gets the new features.
- **ConfigMap** and **Secret**: configuration and secrets given to pods.

\`\`\`yaml
apiVersion: apps/v1
kind: Deployment
metadata: { name: api }
spec:
  replicas: 3
  selector: { matchLabels: { app: api } }
  template:
    metadata: { labels: { app: api } }
    spec:
      containers:
        - name: api
          image: registry.example/api:1.4.2
          ports: [{ containerPort: 3000 }]
          readinessProbe: { httpGet: { path: /api/health/ready, port: 3000 } }
          livenessProbe: { httpGet: { path: /api/health/live, port: 3000 }, periodSeconds: 10 }
\`\`\`

### Probes
Kubernetes asks each container two different questions:
- **Readiness**: "can you take traffic now?" While it fails, the pod is removed from its Service's endpoints and gets no requests, but keeps running (e.g. during start-up or while its database is unreachable).
- **Liveness**: "are you still working?" When it fails, the kubelet **restarts** the container (for a process stuck in a deadlock, say).

Keep the liveness check cheap and about the process itself: if it also checks the database, a database outage restarts every pod at once and makes things worse. A slow-starting app can add a **startup probe**, which holds off the other two until it first succeeds.

### Everyday commands
\`\`\`bash
kubectl apply -f deployment.yaml
kubectl get pods
kubectl logs deploy/api
kubectl rollout undo deploy/api
\`\`\`

### When not to
Kubernetes is powerful and complex. A small app is often better served by a managed container platform; adopt Kubernetes when you run many services and have people to operate it.`,
    resources: [
      {
        title: 'Kubernetes basics tutorial',
        url: 'https://kubernetes.io/docs/tutorials/kubernetes-basics/',
        kind: 'interactive',
      },
      { title: 'Kubernetes concepts', url: 'https://kubernetes.io/docs/concepts/', kind: 'docs' },
      {
        title: 'kind: local Kubernetes clusters',
        url: 'https://kind.sigs.k8s.io/docs/user/quick-start/',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'observability',
    title: 'Observability: Logs, Metrics and Traces',
    summary:
      'See what production is doing with structured logs, metrics, traces and alerts that wake someone only when users suffer.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### Three kinds of signal
- **Logs**: events with details ("payment 83 failed: card declined"). Write them as structured JSON with a request id so you can search and follow one request.
- **Metrics**: numbers over time: requests per second, error rate, latency percentiles, CPU, queue length. Cheap to keep and good for dashboards and alerts.
- **Traces**: the path of one request through services and database calls, with the time spent in each step. They show *where* a slow request spends its time.

**OpenTelemetry** is the open standard for producing all three; Prometheus and Grafana are a common open-source pair for storing and graphing metrics.

### What to measure first
For every service, the **RED** method: **R**ate of requests, **E**rrors, **D**uration (look at the 95th and 99th percentiles, not the average: the average hides the slow requests real users feel).

### Alerts people trust
Alert on symptoms users feel ("5 % of checkouts fail", "p99 latency over 2 s for 10 minutes"), not on every CPU spike. Each alert should need a human and link to a runbook that says what to check. Noisy alerts get ignored, then real ones are missed.

### Service level objectives
An **SLO** is a target such as "99.9 % of requests succeed over 30 days". The remainder is an **error budget**: when it is spent, slow down releases and fix reliability.

### Never log secrets
Passwords, tokens and full card numbers must never reach logs.`,
    resources: [
      { title: 'OpenTelemetry documentation', url: 'https://opentelemetry.io/docs/', kind: 'docs' },
      {
        title: 'Prometheus: Getting started',
        url: 'https://prometheus.io/docs/prometheus/latest/getting_started/',
        kind: 'docs',
      },
      {
        title: 'Google SRE book: Monitoring distributed systems',
        url: 'https://sre.google/sre-book/monitoring-distributed-systems/',
        kind: 'book',
      },
    ],
  },
];
