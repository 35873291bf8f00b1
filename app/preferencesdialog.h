// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

class QComboBox;

namespace ts {

/// Edit › Preferences: the user interface language ("System default" or one of the languages
/// compiled into the binary). The window applies the choice when the dialog is accepted, so a
/// cancelled dialog changes nothing.
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

    /// The chosen language as a locale name; empty for the system's language.
    QString language() const;
    void setLanguage(const QString& localeName);

    QComboBox* languageCombo() const { return m_language; }

private:
    QComboBox* m_language = nullptr;
};

} // namespace ts
