// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "devicelabel.h"

#include <QFontMetricsF>
#include <QRegularExpression>
#include <algorithm>

namespace ts {

namespace {

QString simplified(QString text)
{
    return text.simplified();
}

bool hasDigit(const QString& word)
{
    return std::any_of(word.begin(), word.end(), [](QChar c) { return c.isDigit(); });
}

bool saysLittleAlone(const QString& word)
{
    return std::all_of(word.begin(), word.end(), [](QChar c) { return c.isDigit(); })
        || word.front().isLower();
}

// Rows of forms, one row per name, and whether the chosen forms tell different names apart.
bool distinct(const QStringList& names, const QStringList& chosen)
{
    for (int i = 0; i < chosen.size(); ++i) {
        for (int j = 0; j < i; ++j) {
            if (chosen[i].compare(chosen[j], Qt::CaseInsensitive) == 0 && names[i] != names[j])
                return false;
        }
    }
    return true;
}

} // namespace

QStringList DeviceLabel::forms(const QString& name)
{
    QStringList forms { name };
    auto add = [&forms](const QString& form) {
        if (!form.isEmpty() && form.size() < forms.constLast().size())
            forms.append(form);
    };
    static const QRegularExpression remarks(QStringLiteral("\\([^()]*\\)"));
    const QString noRemarks = simplified(QString(name).remove(remarks));
    add(noRemarks);
    static const QRegularExpression memory(QStringLiteral("\\b\\d+(\\.\\d+)?\\s?[GT]i?B\\b"),
        QRegularExpression::CaseInsensitiveOption);
    const QString noMemory = simplified(QString(forms.constLast()).remove(memory));
    add(noMemory);
    const QStringList words = forms.constLast().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (int i = 0; i < words.size(); ++i) {
        if (!hasDigit(words[i]))
            continue;
        if (i > 0 && saysLittleAlone(words[i]))
            add(words[i - 1] + QLatin1Char(' ') + words[i]);
        else
            add(words[i]);
        break;
    }
    return forms;
}

QStringList DeviceLabel::lines(const QString& text)
{
    if (text.size() <= 9)
        return { text, QString() };
    int best = -1;
    const qsizetype middle = text.size() / 2;
    for (int i = 0; i < text.size(); ++i) {
        if (text[i] == QLatin1Char(' ')
            && (best < 0 || std::abs(i - middle) < std::abs(best - middle)))
            best = i;
    }
    if (best < 0)
        return { text, QString() };
    return { text.left(best), text.mid(best + 1) };
}

double DeviceLabel::width(const QString& text, const QFontMetricsF& metrics, bool twoLines)
{
    if (!twoLines)
        return metrics.horizontalAdvance(text);
    const QStringList parts = lines(text);
    return std::max(metrics.horizontalAdvance(parts[0]), metrics.horizontalAdvance(parts[1]));
}

QStringList DeviceLabel::fit(
    const QStringList& names, const QFont& font, double width, bool twoLines)
{
    const QFontMetricsF metrics(font);
    QList<QStringList> all;
    QList<int> level;
    for (const QString& name : names) {
        all.append(forms(name));
        const QStringList& f = all.constLast();
        int chosen = int(f.size()) - 1;
        for (int i = 0; i < f.size(); ++i) {
            if (DeviceLabel::width(f[i], metrics, twoLines) <= width) {
                chosen = i;
                break;
            }
        }
        level.append(chosen);
    }
    auto chosen = [&] {
        QStringList texts;
        for (int i = 0; i < all.size(); ++i)
            texts.append(all[i][level[i]]);
        return texts;
    };
    // Back off to longer forms where two devices would read alike.
    for (QStringList texts = chosen(); !distinct(names, texts); texts = chosen()) {
        bool changed = false;
        for (int i = 0; i < texts.size(); ++i) {
            for (int j = 0; j < texts.size(); ++j) {
                if (i != j && names[i] != names[j] && level[i] > 0
                    && texts[i].compare(texts[j], Qt::CaseInsensitive) == 0) {
                    --level[i];
                    changed = true;
                    break;
                }
            }
        }
        if (!changed)
            break;
    }
    return chosen();
}

QStringList DeviceLabel::fitRow(
    const QStringList& names, const QFont& font, double width, double extra)
{
    const QFontMetricsF metrics(font);
    QList<QStringList> all;
    qsizetype levels = 0;
    for (const QString& name : names) {
        all.append(forms(name));
        levels = std::max(levels, all.constLast().size());
    }
    QStringList shortestDistinct = names;
    for (qsizetype level = 0; level < levels; ++level) {
        QStringList texts;
        double total = 0;
        for (const QStringList& f : std::as_const(all)) {
            texts.append(f[std::min(level, f.size() - 1)]);
            total += metrics.horizontalAdvance(texts.constLast()) + extra;
        }
        if (!distinct(names, texts))
            continue;
        if (total <= width)
            return texts;
        shortestDistinct = texts;
    }
    return shortestDistinct;
}

} // namespace ts
