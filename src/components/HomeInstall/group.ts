/** The tab group of the install line: the one the installation and React guides share. */
export const packageManagerGroup = 'package-manager';
