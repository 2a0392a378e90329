import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/security-infra.ts. */
export const SECURITY_INFRA_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'network-security',
    questions: [
      {
        id: 'network-security-1',
        kind: 'single',
        section: 'Ports, services and what listens',
        prompt:
          '`sudo ss -tlnp` on a server shows Redis on `0.0.0.0:6379` and PostgreSQL on `127.0.0.1:5432`. Ignoring firewalls, which service can other machines connect to?',
        options: [
          {
            text: 'Only Redis',
            correct: true,
            why: '`0.0.0.0` means every interface, including the public one; `127.0.0.1` is the loopback address, reachable only from the same machine.',
          },
          {
            text: 'Only PostgreSQL, because 5432 is a well-known database port',
            correct: false,
            why: 'The port number does not decide reachability; the address the process is bound to does, and PostgreSQL is bound to loopback.',
          },
          {
            text: 'Both of them',
            correct: false,
            why: 'A process bound to `127.0.0.1` never accepts connections that arrive on other interfaces.',
          },
          {
            text: 'Neither, since `0.0.0.0` is not a real address',
            correct: false,
            why: 'For a listening socket, `0.0.0.0` is the wildcard "all IPv4 interfaces": the widest exposure, not none.',
          },
        ],
      },
      {
        id: 'network-security-2',
        kind: 'single',
        section: 'Scanning your own hosts with nmap',
        prompt:
          'Your nmap scan of your own server reports `5432/tcp filtered postgresql`. What does "filtered" tell you?',
        options: [
          {
            text: 'PostgreSQL is running and accepts connections from your address',
            correct: false,
            why: 'That would be reported as **open**. Filtered means nmap got no usable answer at all.',
          },
          {
            text: 'A firewall or filter drops the probes, so nmap cannot tell if anything listens',
            correct: true,
            why: 'Nmap reports filtered when its probes are dropped or blocked; it cannot see past the filter to know if a service is behind it.',
          },
          {
            text: 'The port is reachable but no program is listening on it',
            correct: false,
            why: 'That is **closed**: the host answers (with a TCP reset) that nothing listens there.',
          },
          {
            text: 'PostgreSQL requires a password, so nmap could not log in to check whether it runs',
            correct: false,
            why: 'A port scan does not try to log in; port states describe reachability, not authentication.',
          },
        ],
      },
      {
        id: 'network-security-3',
        kind: 'output',
        section: 'Firewalls and security groups: default deny',
        prompt: 'This function evaluates firewall rules the way a default-deny firewall does. What does it print?',
        code: {
          language: 'python',
          source: `import ipaddress

rules = [
    ("allow", "0.0.0.0/0", 443),
    ("allow", "10.0.1.0/24", 5432),
]

def decide(src, port):
    for action, net, p in rules:
        if port == p and ipaddress.ip_address(src) in ipaddress.ip_network(net):
            return action
    return "deny"

print(decide("203.0.113.7", 443), decide("203.0.113.7", 5432),
      decide("10.0.1.20", 5432), decide("10.0.2.20", 22))`,
        },
        options: [
          {
            text: 'allow deny allow deny',
            correct: true,
            why: '443 is open to everyone; 5432 only to `10.0.1.0/24`, which contains 10.0.1.20 but not 203.0.113.7; port 22 has no rule, so the default deny applies.',
          },
          {
            text: 'allow allow allow deny',
            correct: false,
            why: 'The 5432 rule only matches sources inside `10.0.1.0/24`; 203.0.113.7 is outside it, so it falls through to deny.',
          },
          {
            text: 'allow deny allow allow',
            correct: false,
            why: 'No rule mentions port 22, so nothing allows it: with default deny, a missing rule means blocked.',
          },
          {
            text: 'allow deny deny deny',
            correct: false,
            why: '`10.0.1.20` is inside `10.0.1.0/24` (the /24 fixes the first three numbers), so the database rule allows it.',
          },
        ],
      },
      {
        id: 'network-security-4',
        kind: 'single',
        section: 'Segmentation and zero trust',
        prompt: 'Which statement describes zero trust as NIST SP 800-207 defines it?',
        options: [
          {
            text: 'Nobody may connect from outside; all work happens on the office network',
            correct: false,
            why: 'Zero trust removes the special status of the office network; it does not make the network the boundary of trust again.',
          },
          {
            text: 'Being on the internal network grants no trust: each request is authenticated and authorized',
            correct: true,
            why: 'Access is decided per request and per resource from the identity, device and policy, never from network location alone.',
          },
          {
            text: 'A product you buy that replaces firewalls and VPNs',
            correct: false,
            why: 'SP 800-207 describes an architecture and principles; products can help implement it, but none "is" zero trust.',
          },
          {
            text: 'Users are never trusted, so they must type their password again on every single page they open',
            correct: false,
            why: 'Requests are verified continuously, mostly by tokens, device state and policy, not by asking for passwords again and again.',
          },
        ],
      },
      {
        id: 'network-security-5',
        kind: 'multiple',
        section: 'VPNs, bastions and identity-aware proxies',
        prompt:
          'What does an identity-aware proxy (such as Google Cloud IAP or AWS Session Manager) give you compared with a classic VPN? Pick all that apply.',
        options: [
          {
            text: 'Access is granted per application or server, not to the whole private network',
            correct: true,
            why: 'The proxy decides for each connection to each resource, so a user reaches only what they are allowed to.',
          },
          {
            text: 'No inbound SSH or RDP port needs to be open to the internet',
            correct: true,
            why: 'The provider brokers the connection; with Session Manager the instance needs no inbound port at all.',
          },
          {
            text: 'Removing a permission revokes access, and each session is logged with the user’s identity',
            correct: true,
            why: 'Access follows the identity provider and IAM, so offboarding is one change, and the logs say who connected where.',
          },
          {
            text: 'The servers no longer need operating system patches',
            correct: false,
            why: 'The proxy controls who can connect; the servers behind it still run software with vulnerabilities that must be patched.',
          },
        ],
      },
      {
        id: 'network-security-6',
        kind: 'single',
        section: 'DNS security basics',
        prompt:
          '`promo.example.com` is a CNAME to a cloud storage website the team deleted last month. Why is this dangerous?',
        options: [
          {
            text: 'The certificate of example.com expires when a record points nowhere',
            correct: false,
            why: 'Certificates have their own validity period; a dangling record does not change it.',
          },
          {
            text: 'DNSSEC stops working for the whole domain',
            correct: false,
            why: 'A dangling CNAME is still a validly signed record; the problem is where it points, not its signature.',
          },
          {
            text: 'Anyone who creates a resource with that name can serve content on promo.example.com',
            correct: true,
            why: 'This is subdomain takeover: the record still sends visitors to a name that anyone can now claim. Delete DNS records when you delete their targets.',
          },
          {
            text: 'Resolvers will loop forever between the two names and overload the company’s DNS provider',
            correct: false,
            why: 'The lookup just fails or reaches the provider’s default page; the risk is someone else claiming the name.',
          },
        ],
      },
      {
        id: 'network-security-7',
        kind: 'fill',
        section: 'DDoS in brief',
        prompt:
          'An attacker sends small requests with the victim’s forged source address to open DNS and Memcached servers, whose large replies flood the victim. This technique is called ____.',
        answers: [
          'amplification',
          'an amplification attack',
          'amplification attack',
          'reflection',
          'reflection amplification',
        ],
        caseInsensitive: true,
        why: 'Amplification (also called reflection) multiplies the attacker’s bandwidth through third-party servers, which is why you must never run open resolvers or exposed UDP services.',
      },
      {
        id: 'network-security-8',
        kind: 'order',
        section: 'Worked example',
        prompt: 'Put the steps of the worked example’s response to the exposed Redis port in order.',
        steps: [
          'Scan the server from outside the cloud network with nmap',
          'Check on the host which address the service is bound to with `ss`',
          'Bind Redis to private addresses, require a password and remove the 0.0.0.0/0 rule',
          'Scan again to confirm only 80 and 443 answer',
          'Schedule the scan and alert when the list of open ports changes',
        ],
        why: 'You find the exposure from the attacker’s side, confirm its cause on the host, fix it in layers, verify the fix the same way you found it, and then keep watching so it cannot silently return.',
      },
    ],
  },
];
