// `dpviz --export-web DIR`: the browser edition as a static folder a lecturer can put on any web
// host, with the two headers that give its page threads written for the hosts that read them from
// files (_headers: Netlify, Cloudflare Pages; .htaccess: Apache). docs/classroom.md says the rest.
#pragma once

#include <QString>

// Writes the edition into `dir` (new, empty, or an earlier export, replaced whole): the files are
// gathered in a sibling folder first, then put in place by renames, so an interrupted export leaves
// the old one or none, never half. Prints what it wrote; returns the exit status (0, or 1 with one
// line on stderr).
int exportWebEdition(const QString& dir);
