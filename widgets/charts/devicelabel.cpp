// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "devicelabel.h"

#include <QFontMetricsF>
#include <QHash>
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

bool containsForm(const QStringList& forms, const QString& text)
{
    return std::any_of(forms.begin(), forms.end(),
        [&text](const QString& form) { return form.compare(text, Qt::CaseInsensitive) == 0; });
}

// Whether `text`, shown for one device, could name the device called `other` too: it is one
// of that name's forms ("H100" next to "H100 PCIe 80GB").
bool couldName(const QString& text, const QString& other)
{
    return containsForm(DeviceLabel::forms(other), text);
}

// Whether the chosen forms tell different names apart.
bool distinct(const QStringList& names, const QStringList& chosen)
{
    for (int i = 0; i < chosen.size(); ++i) {
        for (int j = 0; j < chosen.size(); ++j) {
            if (i != j && names[i] != names[j]
                && (chosen[i].compare(chosen[j], Qt::CaseInsensitive) == 0
                    || couldName(chosen[i], names[j])))
                return false;
        }
    }
    return true;
}

// Where short forms of different names read alike, adds back the first word in which the names
// differ: "H100" and "H100" become "H100 SXM5" and "H100 PCIe", "A100" twice "A100 40GB" and
// "A100 80GB". Returns whether all names now read differently.
bool disambiguate(const QStringList& names, QStringList& texts)
{
    static const QRegularExpression remarks(QStringLiteral("\\([^()]*\\)"));
    for (int i = 0; i < texts.size(); ++i) {
        // The devices the text shown for i could name, i among them.
        QList<int> group { i };
        for (int j = 0; j < texts.size(); ++j) {
            if (j != i && names[j] != names[i]
                && (texts[j].compare(texts[i], Qt::CaseInsensitive) == 0
                    || couldName(texts[i], names[j])))
                group.append(j);
        }
        if (group.size() == 1)
            continue;
        // Each gets the common short text and the first word in which their names differ.
        const QStringList shown = texts[i].split(QLatin1Char(' '));
        QList<QStringList> extras;
        qsizetype longest = 0;
        for (int member : std::as_const(group)) {
            QStringList extra;
            const QStringList words = QString(names[member])
                                          .remove(remarks)
                                          .split(QLatin1Char(' '), Qt::SkipEmptyParts);
            for (const QString& word : words) {
                if (!shown.contains(word))
                    extra.append(word);
            }
            longest = std::max(longest, extra.size());
            extras.append(extra);
        }
        for (qsizetype k = 0; k < longest; ++k) {
            QStringList words;
            for (const QStringList& extra : std::as_const(extras))
                words.append(extra.value(k));
            bool apart = !words.contains(QString());
            for (int a = 0; a < words.size() && apart; ++a) {
                for (int b = 0; b < a && apart; ++b)
                    apart = words[a].compare(words[b], Qt::CaseInsensitive) != 0;
            }
            if (apart) {
                const QString common = texts[i];
                for (int m = 0; m < group.size(); ++m)
                    texts[group[m]] = common + QLatin1Char(' ') + words[m];
                break;
            }
        }
    }
    return distinct(names, texts);
}

// A memo of a pure function of its key, per thread (chart exports may run off the GUI
// thread), dropped whole when it grows past `limit` entries: the names a session shows are few.
template <typename Value> class Memo
{
public:
    explicit Memo(qsizetype limit)
        : m_limit(limit)
    { }
    template <typename Compute> Value get(const QString& key, Compute compute)
    {
        if (const auto found = m_values.constFind(key); found != m_values.constEnd())
            return *found;
        if (m_values.size() >= m_limit)
            m_values.clear();
        return *m_values.insert(key, compute());
    }

private:
    QHash<QString, Value> m_values;
    qsizetype m_limit;
};

// The key of a fit: every input, the font by its key (family, size, weight, style ...).
QString fitKey(const QStringList& names, const QFont& font, double a, double b)
{
    return names.join(QChar(0x1f)) + QChar(0x1e) + font.key() + QChar(0x1e)
        + QString::number(a, 'g', 17) + QChar(0x1e) + QString::number(b, 'g', 17);
}

QStringList computeForms(const QString& name);
QStringList computeFit(const QStringList& names, const QFont& font, double width, bool twoLines);
QStringList computeFitRow(const QStringList& names, const QFont& font, double width, double extra);

} // namespace

// Fitting runs for every chart and legend on every edit (bench_workspace: 40 % of an edit's
// instructions went to regular expressions in forms(), called O(names²) times per fit). All
// three are pure functions of their arguments and of the font's metrics, so they are memoised.
QStringList DeviceLabel::forms(const QString& name)
{
    thread_local Memo<QStringList> memo(4096);
    return memo.get(name, [&] { return computeForms(name); });
}

QStringList DeviceLabel::fit(
    const QStringList& names, const QFont& font, double width, bool twoLines)
{
    thread_local Memo<QStringList> memo(512);
    return memo.get(fitKey(names, font, width, twoLines ? 1 : 0),
        [&] { return computeFit(names, font, width, twoLines); });
}

QStringList DeviceLabel::fitRow(
    const QStringList& names, const QFont& font, double width, double extra)
{
    thread_local Memo<QStringList> memo(512);
    return memo.get(fitKey(names, font, width, extra),
        [&] { return computeFitRow(names, font, width, extra); });
}

namespace {

QStringList computeForms(const QString& name)
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

} // namespace

QStringList DeviceLabel::lines(const QString& text)
{
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
    const double one = metrics.horizontalAdvance(text);
    if (!twoLines)
        return one;
    const QStringList parts = lines(text);
    return std::min(
        one, std::max(metrics.horizontalAdvance(parts[0]), metrics.horizontalAdvance(parts[1])));
}

namespace {

QStringList computeFit(const QStringList& names, const QFont& font, double width, bool twoLines)
{
    const QFontMetricsF metrics(font);
    QList<QStringList> all;
    QList<int> level;
    for (const QString& name : names) {
        all.append(DeviceLabel::forms(name));
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
    // Where two devices would read alike: the word that tells them apart, else longer forms.
    if (QStringList texts = chosen(); disambiguate(names, texts))
        return texts;
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

QStringList computeFitRow(const QStringList& names, const QFont& font, double width, double extra)
{
    const QFontMetricsF metrics(font);
    QList<QStringList> all;
    qsizetype levels = 0;
    for (const QString& name : names) {
        all.append(DeviceLabel::forms(name));
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
        if (!disambiguate(names, texts))
            continue;
        total = 0;
        for (const QString& text : std::as_const(texts))
            total += metrics.horizontalAdvance(text) + extra;
        if (total <= width)
            return texts;
        shortestDistinct = texts;
    }
    return shortestDistinct;
}

} // namespace

} // namespace ts
