#include "session/latest_answer.h"

#include <QThread>
#include <algorithm>

namespace hydaspes::client {

QThreadPool* searchPool() {
  static QPointer<QThreadPool> pool;
  if (!pool) {
    pool = new QThreadPool(QCoreApplication::instance());
    pool->setMaxThreadCount(std::max(1, QThread::idealThreadCount()));
  }
  return pool;
}

}  // namespace hydaspes::client
