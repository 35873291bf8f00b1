// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "sizecachingdelegate.h"

#include <QApplication>
#include <QStyle>

namespace ts {

namespace {

/// Distinct texts and fonts a table shows in a session stay few; the memo is dropped whole
/// past this many.
constexpr qsizetype kMaxSizes = 8192;

} // namespace

SizeCachingDelegate::SizeCachingDelegate(QObject* parent)
    : QStyledItemDelegate(parent)
{ }

QSize SizeCachingDelegate::sizeHint(
    const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    // What QStyledItemDelegate::sizeHint does, with the style's answer memoised: a size
    // given by the model is returned as it is.
    const QVariant given = index.data(Qt::SizeHintRole);
    if (given.isValid())
        return qvariant_cast<QSize>(given);
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QWidget* widget = opt.widget;
    const QStyle* style = widget ? widget->style() : QApplication::style();
    const QChar sep(0x1f);
    const QString key = opt.text + sep + opt.font.key() + sep + QString::number(quintptr(style), 16)
        + sep + QString::number(int(opt.features)) + sep
        + QString::number(int(opt.displayAlignment)) + sep
        + QString::number(int(opt.decorationAlignment)) + sep
        + QString::number(int(opt.decorationPosition)) + sep
        + QString::number(opt.decorationSize.width()) + QLatin1Char('x')
        + QString::number(opt.decorationSize.height()) + sep
        + QString::number(int(opt.textElideMode)) + sep + QString::number(opt.rect.width()) + sep
        + QString::number(int(opt.checkState)) + sep + QString::number(int(opt.direction)) + sep
        + QString::number(int(opt.viewItemPosition)) + sep + QString::number(int(opt.state));
    if (const auto found = m_sizes.constFind(key); found != m_sizes.constEnd())
        return *found;
    if (m_sizes.size() >= kMaxSizes)
        m_sizes.clear();
    ++m_computed;
    return *m_sizes.insert(
        key, style->sizeFromContents(QStyle::CT_ItemViewItem, &opt, QSize(), widget));
}

} // namespace ts
