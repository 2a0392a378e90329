import { ActionIcon, Container, Text } from '@mantine/core';
import IconBrandDiscord from '@tabler/icons-react/dist/esm/icons/IconBrandDiscord.mjs';
import IconBrandGithub from '@tabler/icons-react/dist/esm/icons/IconBrandGithub.mjs';
import IconBrandLinkedin from '@tabler/icons-react/dist/esm/icons/IconBrandLinkedin.mjs';
import IconBrandX from '@tabler/icons-react/dist/esm/icons/IconBrandX.mjs';
import { Link, useLocation } from 'react-router';
import { paths, pathTo, reportBugLink } from '../../lib/paths';
import classes from './Layout.module.css';
import { LogoMark } from './Logo';

interface FooterLink {
  label: string;
  to: string;
}

/**
 * The footer groups of spec §2, with Practice among the features and Pricing in Company
 * (issue 26: neither had a way in from the shell).
 */
export const footerGroups: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Features',
    links: [
      { label: 'Career Quiz', to: paths.quiz },
      { label: 'Roadmaps', to: paths.roadmaps },
      { label: 'Practice', to: paths.practice },
      { label: 'Resume Builder', to: paths.resumeBuilder },
      { label: 'Project Feedback', to: paths.projectFeedback },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Blog', to: paths.blog },
      { label: 'Documentation', to: paths.documentation },
      { label: 'Learning Paths', to: paths.bootcamps },
      { label: 'Verify Certificate', to: pathTo('verifyCertificate') },
      { label: 'My Certificates', to: paths.myCertificates },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: paths.about },
      { label: 'Contact', to: paths.contact },
      { label: 'Partners & Sponsors', to: paths.partners },
      { label: 'Pricing', to: paths.pricing },
      { label: 'Privacy Policy', to: paths.privacyPolicy },
      { label: 'Terms of Service', to: paths.termsOfService },
    ],
  },
];

export const bottomLinks: FooterLink[] = [
  { label: 'Security Reports', to: paths.securityReports },
  { label: 'Report a Bug', to: paths.reportBug },
];

export const socialLinks = [
  { label: 'DevPath on GitHub', href: 'https://github.com/devpath', Icon: IconBrandGithub },
  { label: 'DevPath on X', href: 'https://x.com/devpath', Icon: IconBrandX },
  { label: 'DevPath on LinkedIn', href: 'https://www.linkedin.com/company/devpath', Icon: IconBrandLinkedin },
  { label: 'DevPath on Discord', href: 'https://discord.gg/devpath', Icon: IconBrandDiscord },
];

export function Footer() {
  const here = useLocation();
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <div className={classes.footerGroups}>
          <div>
            <Link to={paths.home} className={classes.brand} aria-label="DevPath home">
              <LogoMark size={28} />
              <span aria-hidden="true">DevPath</span>
            </Link>
            <Text size="sm" mt="sm" maw={320}>
              A free tech learning platform: find your direction, follow a roadmap, practise, and prove what you
              learned.
            </Text>
          </div>
          {footerGroups.map((group) => (
            <nav key={group.title} aria-labelledby={`footer-${group.title}`}>
              <h2 id={`footer-${group.title}`} className={classes.footerHeading}>
                {group.title}
              </h2>
              <ul className={classes.footerList}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={classes.footerLink}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className={classes.footerBottom}>
          <Text size="sm">© {new Date().getFullYear()} DevPath</Text>
          <nav aria-label="Reports">
            <ul className={classes.bottomLinks}>
              {bottomLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to === paths.reportBug ? reportBugLink(here) : link.to} className={classes.footerLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <ul className={classes.socialList} aria-label="DevPath on social media">
            {socialLinks.map(({ label, href, Icon }) => (
              <li key={href}>
                <ActionIcon
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="subtle"
                  color="gray.8"
                  size="lg"
                  aria-label={label}
                >
                  <Icon size={20} stroke={1.75} aria-hidden="true" />
                </ActionIcon>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </footer>
  );
}
