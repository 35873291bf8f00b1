// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>

class QUrl;
class QWidget;

namespace ts {

/// Opens links that come from files other people write (tour captions, catalog source URLs,
/// notes quoted in the Explanation): only http and https links with a host, and only after the
/// user has seen the address and agreed; anything else is refused with the address shown. The
/// app never hands a file:, javascript: or other URL to the system's handler (issue 18, item 13).
class ExternalLink
{
    Q_DECLARE_TR_FUNCTIONS(ExternalLink)

public:
    /// Whether a link may be opened at all: http or https with a host, nothing else.
    static bool isOpenable(const QUrl& url);
    /// Shows the address and opens it in the web browser if the user agrees; a link that is not
    /// openable is refused with its address. The dialogs are modal to `parent`.
    static void confirmAndOpen(QWidget* parent, const QUrl& url);
};

} // namespace ts
