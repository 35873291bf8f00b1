// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/opwalkthrough.h"

#include <QWidget>

class QPushButton;
class QTextBrowser;

namespace ts {

/// The Explanation dock: the derivation of whatever number was hovered (rich text), or, for the
/// selected operator, a plain-language walk-through of its arithmetic (OpWalkthrough) that can
/// be exported as Markdown for lecture notes.
class ExplainPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ExplainPanel(QWidget* parent = nullptr);

    QTextBrowser* browser() const { return m_browser; }
    QPushButton* exportButton() const { return m_export; }

    /// A hovered number's derivation; the walk-through stays available for export.
    void showHtml(const QString& html);
    /// The selected operator's walk-through, with a note (e.g. how the views scaled it).
    void showWalkthrough(const OpWalkthrough& walkthrough, const QString& note = {});
    /// The walk-through as Markdown (empty when no operator has been explained).
    QString markdown() const { return m_markdown; }
    /// Writes markdown() atomically; on failure returns false with the reason in `error`.
    bool exportMarkdown(const QString& path, QString* error = nullptr) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void exportDialog();
    void retranslate();

    QTextBrowser* m_browser = nullptr;
    QPushButton* m_export = nullptr;
    QString m_markdown;
};

} // namespace ts
