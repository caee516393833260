// dpviz-ddp --model-network's line (app/ddp/network_model.cpp): the measured all-reduce time per
// step beside the cost model's for the run's buckets and hosts, worked out by hand; the hosts the
// model's ring cannot take; the option's bad values.
#include <QtTest>

#include "network_model.h"

using ddp::NetworkModel;

class TestNetworkModel : public QObject {
  Q_OBJECT

 private slots:
  // 2 hosts × 2 ranks, 100 Mbit/s = 12.5 MB/s, α 30 ms, the buckets of --layers 64,1024,1024,512:
  // 6 · (0.03 + 2099200/4/12.5e6) + 6 · (0.03 + 4464640/4/12.5e6) = 1.1476608 s (test_cost_model).
  void modelledBesideMeasured() {
    const std::string line = ddp::network_model_line({100, 30}, {"node1", "node1", "node2", "node2"}, {2099200, 4464640},
                                                     {1.30, 1.10, 1.20});
    QVERIFY2(line.find("measured 1.200 s (rank 0's all-reduce phases, median of the 3 steps after step 0)") != std::string::npos, line.c_str());
    QVERIFY2(line.find("modelled 1.148 s (cost model, 2-node profile on this network: ring over 4 ranks, 2 hosts x 2, TCP 100.0 Mbit/s, "
                       "alpha 30.0 ms per ring step, buckets 2099200+4464640 bytes)") != std::string::npos, line.c_str());
    QVERIFY2(line.find("modelled/measured 0.96") != std::string::npos, line.c_str());
  }

  void hostsTheRingCannotTake() {
    for (const std::vector<std::string>& hosts : std::vector<std::vector<std::string>>{
             {"vm", "vm"}, {"node1", "node2", "node2"}, {"node1", "node2", "node1", "node2"}}) {
      const std::string line = ddp::network_model_line({100, 0}, hosts, {48}, {0.5});
      QVERIFY2(line.find("modelled: none") != std::string::npos, line.c_str());
    }
    QVERIFY(ddp::network_model_line({100, 0}, {"a", "b"}, {48}, {}).find("measured: none") != std::string::npos);
  }

  void badValues() {
    for (const char* bad : {"", "0", "-5", "100,", "100,-1", "fast", "100,30,1"}) {
      std::string error;
      ddp::parse_network_model(bad, error);
      QVERIFY2(error.rfind("dpviz-ddp: --model-network: expected MBIT[,ALPHA_MS]", 0) == 0, bad);
    }
    std::string error;
    const NetworkModel m = ddp::parse_network_model("94.5,31.25", error);
    QVERIFY(error.empty());
    QCOMPARE(m.mbit_per_s, 94.5);
    QCOMPARE(m.alpha_ms, 31.25);
  }
};

QTEST_GUILESS_MAIN(TestNetworkModel)
#include "test_network_model.moc"
