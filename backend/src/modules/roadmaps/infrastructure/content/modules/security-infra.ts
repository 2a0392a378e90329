import type { ModuleContent } from '../content-types.js';

/** Security roadmap lessons (issue 29). Keys are stable: never rename or reuse them. */
export const SECURITY_INFRA_MODULES: ModuleContent[] = [
  {
    key: 'network-security',
    title: 'Network Security',
    summary:
      'See your network the way an attacker does, then shrink what they can reach: open ports, default-deny firewalls, segmentation, private access, TLS, DNS and DDoS defences.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### The attacker's view of a network
The networking basics lesson showed how a packet finds a server. An attacker asks a different question: **what answers when I knock?** Every port that accepts connections from the internet is a door, and the program behind it (SSH, a database, an admin panel, a forgotten test server) is what the attacker gets to talk to. The set of all those doors is your **attack surface**.

Attackers do not pick targets by hand. Services such as Shodan and Censys scan the whole IPv4 internet continuously and index what they find, so a database you expose by mistake on Friday evening can be found by Saturday morning. Defending a network therefore starts with the same reconnaissance the attacker does: know every address you own, every port that is open on it, and why.

Three questions guide everything in this lesson:
- **Reachability**: who can open a connection to this service at all? (firewalls, segmentation)
- **Identity**: once connected, does the service know who is asking? (authentication, identity-aware access)
- **Confidentiality**: can anyone on the path read or change the traffic? (TLS)

### Ports, services and what listens
A service listens on an address and a port. The address matters as much as the port: a process bound to \`127.0.0.1\` accepts connections only from the same machine, one bound to \`0.0.0.0\` (or \`::\`) accepts them on every network interface, including the public one. Many breaches start with a data store that listens on all interfaces with no password: Redis (6379), MongoDB (27017), Elasticsearch (9200), Memcached (11211), or the Docker API on 2375, which hands out root on the host to whoever asks.

On a Linux host, list what listens before you scan from outside:
\`\`\`bash
sudo ss -tulpn    # TCP and UDP, listening sockets, with the owning process
\`\`\`
Anything you cannot explain is either removed or documented. Fewer listening services means fewer programs whose bugs can be reached.

### Scanning your own hosts with nmap
Nmap is the standard free port scanner. By default it checks the 1,000 most common TCP ports; \`-p-\` checks all 65,535, \`-sV\` asks each open port what software and version answers, and \`-Pn\` skips the ping so hosts that drop ICMP are still scanned. Nmap reports each port as **open** (an application accepts connections), **closed** (reachable, but nothing listens) or **filtered** (a firewall drops the probes, so nmap cannot tell).

Only scan what you own or have written permission to test. Scanning other people's systems can break laws and contracts, and cloud providers publish their own rules for security testing of what you host with them. Scan from two places: from **outside** (a laptop on a home connection or a small cloud VM elsewhere) to see what the internet sees, and from **inside** the network to see what an attacker who has compromised one machine could reach next.

### Firewalls and security groups: default deny
A firewall decides which connections may pass. The rule that makes firewalls useful is **default deny**: everything is blocked unless a rule explicitly allows it, so forgetting a rule fails safe. NIST's firewall guidance (SP 800-41) recommends exactly that for inbound traffic, and asks you to filter outbound traffic too, because a compromised server phoning home to an attacker is outbound.

In the cloud the firewall is usually attached to the machine or network interface:
- **AWS security groups** hold only *allow* rules; a new group allows no inbound traffic and, by default, all outbound. They are **stateful**: replies to an allowed connection pass automatically. Network ACLs, a second layer on subnets, are stateless and have numbered allow and deny rules, evaluated from the lowest number up: the first rule that matches decides.
- **Google Cloud VPC firewall rules** end with an implied rule that denies all ingress and one that allows all egress.
- **Azure network security groups** end with default rules that allow traffic inside the virtual network and deny all other inbound traffic.

The strongest rules refer to other groups instead of addresses: "the database accepts 5432 only from members of the app group". Then a new app server is allowed automatically and nothing else ever is.

### Segmentation and zero trust
A flat network, where every machine can reach every other, turns one compromised laptop or web server into a compromised company: the attacker moves **laterally** from host to host. **Segmentation** splits the network into zones (public web tier, application tier, databases, office devices, management) with firewalls between them, so a breach in one zone has to break through again to reach the next.

**Zero trust**, described in NIST SP 800-207, goes further: being *inside* the network earns no trust at all. Every request is authenticated and authorized on its own, by who is asking, from which device and for which resource, and all traffic is protected wherever it travels. In practice that means service-to-service authentication, short-lived credentials and access decided per application instead of per network.

### VPNs, bastions and identity-aware proxies
Administrators still need to reach private machines. There are three common patterns:
- A **VPN** (WireGuard, IPsec, OpenVPN) puts your laptop on the private network. It is simple, but once connected you can usually reach far more than the one server you needed, which is the implicit trust zero trust tries to remove.
- A **bastion** (jump host) is one hardened machine that accepts SSH from a few addresses; you hop through it with \`ssh -J bastion.example.com app-1\`. It concentrates the risk on one machine you must patch, monitor and guard carefully.
- An **identity-aware proxy** checks the user's identity, device and permissions for each connection to each application, and logs it. Examples are Google Cloud IAP, AWS Systems Manager Session Manager (a shell on an instance with no inbound port open at all) and Azure Bastion. No port is exposed to the internet and access is revoked by removing a permission, not by rotating SSH keys.

### TLS everywhere
Traffic inside a data centre or cloud network is not private: other tenants' mistakes, a compromised host that sniffs traffic, or a misrouted connection can expose it. Encrypt internal connections too: the database connection, the calls between services, the link to the cache. For services that call each other, **mutual TLS** (mTLS) makes both sides present a certificate, so each knows exactly which service is on the other end; service meshes such as Istio and Linkerd can set it up for every pod automatically. The TLS and PKI lesson covers certificates and versions in depth.

### DNS security basics
DNS was designed without authentication, so it attracts attacks of its own:
- **Spoofing and cache poisoning**: forged answers send users to the attacker's server. **DNSSEC** signs records so resolvers can check they are authentic; it does not encrypt them. **DNS over TLS** and **DNS over HTTPS** encrypt the lookup between a client and its resolver, which protects privacy.
- **Subdomain takeover**: a CNAME still points to a cloud resource (a storage website, an app) that you deleted. Anyone who claims that resource name now serves content on your subdomain. Remove DNS records when you remove what they point to.
- **Account hijacking**: whoever controls your registrar or DNS provider account controls all your traffic. Protect those accounts with MFA and turn on registrar lock.
- **CAA records** list which certificate authorities may issue certificates for your domain.

### DDoS in brief
A distributed denial-of-service attack uses many machines (often a botnet of hacked devices) to exhaust something you depend on. **Volumetric** attacks fill the network link, often by **amplification**: small spoofed requests to open DNS, NTP or Memcached servers produce large replies aimed at the victim. **Protocol** attacks such as SYN floods exhaust connection tables. **Application-layer** attacks send expensive but legitimate-looking HTTP requests. You cannot absorb a large attack on your own servers; put a CDN or your provider's DDoS protection in front (AWS Shield, Google Cloud Armor, Azure DDoS Protection, Cloudflare), add rate limits on expensive endpoints, and never run open resolvers or UDP services that can be used as amplifiers.

### Worked example
Your team runs a staging server. You scan it from your laptop, outside the cloud network:
\`\`\`bash
$ nmap -Pn -sV -p- staging.example.com
PORT     STATE    SERVICE    VERSION
22/tcp   open     ssh        OpenSSH 9.6p1 Ubuntu 3ubuntu13 (Ubuntu Linux; protocol 2.0)
80/tcp   open     http       nginx 1.24.0 (Ubuntu)
443/tcp  open     ssl/http   nginx 1.24.0 (Ubuntu)
5432/tcp filtered postgresql
6379/tcp open     redis      Redis key-value store 7.2.4
\`\`\`
Port 6379 is the alarm: Redis is reachable from the internet. On the host, \`sudo ss -tlnp\` shows it bound to \`0.0.0.0:6379\`, and the security group has a rule "6379 from 0.0.0.0/0, temporary debugging" from three months ago. The fix has three layers:
\`\`\`text
# /etc/redis/redis.conf: listen only where the app can reach it, and require a password
bind 127.0.0.1 10.0.2.15
requirepass <long random value from the secrets manager>

# security groups after the change (no rule = denied)
web-sg  inbound 443/tcp from 0.0.0.0/0 and ::/0; 80/tcp from 0.0.0.0/0 (redirect to HTTPS)
app-sg  inbound 6379/tcp from app-sg only
db-sg   inbound 5432/tcp from app-sg only
\`\`\`
SSH on port 22 is closed to the internet too; the team now connects with the provider's identity-aware access (Session Manager or IAP), which logs every session. The second scan shows only 80 and 443 open. You save the result and schedule the same scan weekly, with an alert when the list of open ports changes.

### Common mistakes
- **"Temporary" rules that allow 0.0.0.0/0.** Temporary rules become permanent. Give rules an owner and an expiry, and review the whole set regularly.
- **Trusting the internal network.** Databases without passwords "because they are internal" fall the moment one machine is compromised. Authenticate and encrypt inside too.
- **Forgetting IPv6.** A rule set that blocks IPv4 but allows \`::/0\` leaves the same port open on the IPv6 address. Scan and filter both.
- **Filtering only inbound.** Without egress rules, malware and SSRF can reach anything on the internet. Allow outbound traffic only to what the service needs.
- **Scanning only from inside.** An internal scan does not show what the internet sees, and an external one does not show lateral movement. Do both.
- **Leaving DNS records behind.** A CNAME to a deleted resource invites subdomain takeover. Delete records in the same change that deletes the resource.

### At work
Network security is shared between platform or cloud engineers, who own the firewall rules and network layout (usually as infrastructure as code in Terraform or OpenTofu), and the security team, who reviews changes and watches the attack surface. Tools you will meet: nmap, external attack-surface scanners, the cloud providers' network analyzers (AWS Network Access Analyzer, Google Cloud Network Intelligence Center), and policy checks in CI that reject a security group open to the world. A junior is typically asked to review a pull request that changes security group rules, to run an authorized scan and explain its findings, to find every resource with SSH or RDP open to the internet, or to clean up DNS records that point nowhere.`,
    resources: [
      {
        title: 'NIST SP 800-41 Rev. 1: Guidelines on Firewalls and Firewall Policy',
        url: 'https://csrc.nist.gov/pubs/sp/800/41/r1/final',
        kind: 'docs',
      },
      {
        title: 'NIST SP 800-207: Zero Trust Architecture',
        url: 'https://csrc.nist.gov/pubs/sp/800/207/final',
        kind: 'docs',
      },
      {
        title: 'AWS: Control traffic to your resources using security groups',
        url: 'https://docs.aws.amazon.com/vpc/latest/userguide/vpc-security-groups.html',
        kind: 'docs',
      },
      {
        title: 'OverTheWire: Bandit (practise ports, services and TLS in a shell)',
        url: 'https://overthewire.org/wargames/bandit/',
        kind: 'interactive',
      },
    ],
  },
];
