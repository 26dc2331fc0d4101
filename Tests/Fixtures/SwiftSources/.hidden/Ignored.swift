let a = Alert(title: Text("Never read"))
